// The open conversation: who and where it stands, what the team can do, the transcript, the reply box, and
// the visitor's details (beside it when there is room, else in a drawer).
import { ActionIcon, Alert, Avatar, Box, Drawer, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Region } from '@parley/kernel/regions';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { initialsOf } from '../lib/text';
import { useTRPC } from '../lib/trpc';
import { ActionBar } from './action-bar';
import { Composer } from './composer';
import { assigneeLabel, visitorName } from './conversation-labels';
import { safeHref } from './message-view';
import { StateBadge } from './state-badge';
import { Transcript } from './transcript';
import { useConversationActions } from './use-conversation-actions';
import type { InboxSettings, TeamMe } from './use-inbox';
import { VisitorDetails } from './visitor-details';

interface ConversationPaneProps {
  region: Region;
  agentId: string;
  userId: string;
  me: TeamMe | null;
  settings: InboxSettings | null;
  /** Re-read interval while the live socket is down (false while it is up). */
  poll: number | false;
  canDebug: boolean;
  /** The details sit beside the transcript (wide screens); otherwise they open in a drawer. */
  detailsBeside: boolean;
  onBack?: () => void;
}

export function ConversationPane(props: ConversationPaneProps) {
  const { region, agentId, userId, me, settings, poll, canDebug, detailsBeside, onBack } = props;
  const trpc = useTRPC();
  const detail = useQuery({
    ...trpc.conversations.get.queryOptions({ region, agentId, userId }),
    refetchInterval: poll,
  });
  const actions = useConversationActions(region, agentId, userId);
  const [details, drawer] = useDisclosure(false);
  const [showDebug, setShowDebug] = useState(false);
  const c = detail.data;
  const meId = me?.id ?? null;
  const name = c ? visitorName(c) : 'Conversation';
  const assignee = c ? assigneeLabel(c, meId) : null;
  const handoffOff = settings?.disableHandoff === true;
  const someoneElse = c?.state === 'human-chatting' && c.chatAssignedTo !== null && c.chatAssignedTo !== meId;
  const hint =
    !c || c.chatAssignedTo === meId
      ? null
      : c.state === 'ended_chat'
        ? 'Sending reopens the conversation and takes it over.'
        : 'Sending takes the conversation over: the AI stops answering this visitor.';

  return (
    <Group gap={0} wrap="nowrap" align="stretch" h="100%">
      <Stack gap={0} h="100%" style={{ flex: 1, minWidth: 0 }} data-testid="conversation-detail">
        <Group
          px="md"
          py={8}
          gap="sm"
          wrap="nowrap"
          mih={56}
          style={{ borderBottom: '1px solid var(--parley-surface-border)' }}
        >
          {onBack && (
            <ActionIcon variant="subtle" color="gray" aria-label="Back to conversations" onClick={onBack}>
              <IconArrowLeft size={18} />
            </ActionIcon>
          )}
          <Avatar size={32} radius="xl" color="gray" variant="light" src={safeHref(c?.userImage ?? null)}>
            {initialsOf(c?.userName || c?.userEmail || 'V')}
          </Avatar>
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Text fw={600} truncate data-testid="conversation-title">
              {name}
            </Text>
            {c && (
              <Group gap={6} wrap="nowrap">
                <StateBadge conversation={c} />
                {assignee && (
                  <Text size="xs" c="dimmed" truncate>
                    with {assignee}
                  </Text>
                )}
              </Group>
            )}
          </Stack>
          {!detailsBeside && c && (
            <Tooltip label="Visitor details" withArrow>
              <ActionIcon variant="subtle" color="gray" aria-label="Visitor details" onClick={drawer.open}>
                <IconInfoCircle size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        {detail.isPending && (
          <Group justify="center" py="xl">
            <Loader size="sm" type="dots" />
          </Group>
        )}
        {detail.isError && (
          <Alert color="red" variant="light" m="md">
            {AGENT_MESSAGES.listError(detail.error.message)}
          </Alert>
        )}
        {c && (
          <>
            <ActionBar
              conversation={c}
              visitor={name}
              meId={meId}
              settings={settings}
              actions={actions}
              debug={canDebug ? { on: showDebug, set: setShowDebug } : null}
            />
            <Transcript
              key={c.userId}
              turns={c.turns}
              visitorName={name}
              visitorImage={safeHref(c.userImage)}
              visitorInitials={initialsOf(c.userName || c.userEmail || 'V')}
              continuous={settings?.continousSessionUI === true}
              showDebug={canDebug && showDebug}
            />
            {!handoffOff && !someoneElse && (
              <Composer
                canned={settings?.cannedResponses ?? []}
                sending={actions.pending.reply}
                hint={hint}
                onSend={actions.reply}
              />
            )}
          </>
        )}
      </Stack>
      {c && detailsBeside && (
        <Box
          w={260}
          style={{ flexShrink: 0, borderLeft: '1px solid var(--parley-surface-border)', overflowY: 'auto' }}
        >
          <VisitorDetails conversation={c} meId={meId} />
        </Box>
      )}
      {c && !detailsBeside && (
        <Drawer opened={details} onClose={drawer.close} position="right" size={320} title="Visitor details">
          <VisitorDetails conversation={c} meId={meId} />
        </Drawer>
      )}
    </Group>
  );
}
