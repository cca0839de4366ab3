// What a team member can do with the open conversation: take it over (assign to me), hand it back to the AI,
// end it (after a confirmation), keep the AI silent with manual control, and tag it. When the organisation
// turned human handoff off, the conversation can be read and tagged only, and the bar says why.
import { Alert, Button, Group, Switch, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TConversationDetail } from '@parley/contract/conversations';
import { IconHandStop, IconInfoCircle, IconPlayerStop, IconRobot } from '@tabler/icons-react';
import { EndConversationModal } from './end-conversation-modal';
import { TagsEditor } from './tags-editor';
import type { ConversationActions } from './use-conversation-actions';
import type { InboxSettings } from './use-inbox';

interface ActionBarProps {
  conversation: TConversationDetail;
  visitor: string;
  meId: string | null;
  settings: InboxSettings | null;
  actions: ConversationActions;
  /** The debug view switch, for workspace people only (R-WCV-3). */
  debug: { on: boolean; set: (on: boolean) => void } | null;
}

export const HANDOFF_OFF_NOTE =
  'Human handoff is turned off for this organization: the AI answers every visitor. You can read and tag conversations here; turning handoff on in the organization settings lets the team take them over.';

export function ActionBar({ conversation: c, visitor, meId, settings, actions, debug }: ActionBarProps) {
  const [confirming, confirm] = useDisclosure(false);
  const mine = c.chatAssignedTo !== null && c.chatAssignedTo === meId;
  const someoneElse = c.state === 'human-chatting' && c.chatAssignedTo !== null && !mine;
  const handoffOff = settings?.disableHandoff === true;
  const canTakeOver = !handoffOff && !(c.state === 'human-chatting');

  const tags = (
    <TagsEditor
      tags={c.tags}
      predefined={settings?.predefinedTags ?? []}
      onlyPredefined={settings?.disallowAnyTags === true}
      disabled={actions.pending.tags}
      onChange={actions.setTags}
    />
  );

  return (
    <Group
      gap="xs"
      px="md"
      py={8}
      wrap="wrap"
      style={{ borderBottom: '1px solid var(--parley-surface-border)' }}
      data-testid="action-bar"
    >
      {handoffOff ? (
        <Alert
          variant="light"
          color="gray"
          icon={<IconInfoCircle size={16} />}
          p={8}
          w="100%"
          data-testid="handoff-off"
        >
          <Text size="xs">{HANDOFF_OFF_NOTE}</Text>
        </Alert>
      ) : (
        <>
          {canTakeOver && (
            <Button
              size="xs"
              color={c.state === 'requested_chat' ? 'orange' : undefined}
              leftSection={<IconHandStop size={14} />}
              loading={actions.pending.takeOver}
              onClick={actions.takeOver}
            >
              Take over
            </Button>
          )}
          {mine && c.state === 'human-chatting' && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRobot size={14} />}
              loading={actions.pending.handBack}
              onClick={actions.handBack}
            >
              Hand back to AI
            </Button>
          )}
          {someoneElse && (
            <Text size="xs" c="dimmed" data-testid="assigned-elsewhere">
              {c.assigneeName || 'Someone'} is talking with this visitor.
            </Text>
          )}
          {c.state !== 'ended_chat' && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconPlayerStop size={14} />}
              onClick={confirm.open}
            >
              End conversation
            </Button>
          )}
          <Tooltip label="The AI stays silent in this conversation, whoever has it." withArrow>
            <Switch
              size="xs"
              label="Manual control"
              checked={c.manualControl}
              disabled={actions.pending.manual}
              onChange={(e) => actions.setManualControl(e.currentTarget.checked)}
              data-testid="manual-control"
            />
          </Tooltip>
          {settings?.disableHandoffMessages && (
            // The organisation settings describe the switch as telling visitors when a person joins or leaves.
            <Text size="xs" c="dimmed" data-testid="handoff-messages-off">
              Handoff messages are off: visitors are not told when you join or leave.
            </Text>
          )}
        </>
      )}
      {tags}
      {debug && (
        <Switch
          size="xs"
          label="Debug view"
          checked={debug.on}
          onChange={(e) => debug.set(e.currentTarget.checked)}
          data-testid="debug-switch"
        />
      )}
      <EndConversationModal
        opened={confirming}
        pending={actions.pending.end}
        visitor={visitor}
        onClose={confirm.close}
        onConfirm={() => actions.end(confirm.close)}
      />
    </Group>
  );
}
