// One conversation in the list: who, the last message, when, how many messages, its state.
import { Avatar, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { TConversationSummary } from '@parley/contract/conversations';
import { formatRelativeTime } from '../lib/relative-time';
import { initialsOf } from '../lib/text';
import { CONVERSATION_STATE_BADGE, interactionsLabel, visitorName } from './conversation-labels';
import classes from './conversations.module.css';

interface ConversationRowProps {
  conversation: TConversationSummary;
  selected: boolean;
  onSelect: () => void;
}

export function ConversationRow({ conversation: c, selected, onSelect }: ConversationRowProps) {
  const name = visitorName(c);
  const state = CONVERSATION_STATE_BADGE[c.state];
  return (
    <UnstyledButton
      className={classes.row}
      data-active={selected || undefined}
      aria-current={selected || undefined}
      onClick={onSelect}
      data-testid="conversation-row"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar size={36} radius="xl" color="gray" variant="light">
          {initialsOf(c.userName || c.userEmail || 'V')}
        </Avatar>
        <Stack gap={3} miw={0} style={{ flex: 1 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} truncate>
              {name}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatRelativeTime(c.lastModified)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {c.lastMessage || 'No messages'}
          </Text>
          <Group gap={6} mt={2}>
            <Badge size="xs" variant="light" color={state.color}>
              {state.label}
            </Badge>
            {c.isTest && (
              <Badge size="xs" variant="outline" color="gray">
                Test
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              {interactionsLabel(c.totalUserInteractions)}
            </Text>
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
