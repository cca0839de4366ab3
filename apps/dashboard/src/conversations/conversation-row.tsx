// One conversation in the list: who, when, the last message, its state (with the countdown of a waiting
// request), who has it, its tags and rating. Waiting ones stand out until someone takes them.
import { Avatar, Badge, Group, Indicator, Stack, Text, UnstyledButton } from '@mantine/core';
import type { TConversationSummary } from '@parley/contract/conversations';
import { IconStarFilled, IconUser } from '@tabler/icons-react';
import { formatRelativeTime } from '../lib/relative-time';
import { initialsOf } from '../lib/text';
import { assigneeLabel, visitorName } from './conversation-labels';
import classes from './conversations.module.css';
import { StateBadge } from './state-badge';

interface ConversationRowProps {
  conversation: TConversationSummary;
  meId: string | null;
  selected: boolean;
  onSelect: () => void;
}

const SHOWN_TAGS = 2;

export function ConversationRow({ conversation: c, meId, selected, onSelect }: ConversationRowProps) {
  const name = visitorName(c);
  const waiting = c.state === 'requested_chat';
  const assignee = assigneeLabel(c, meId);
  const subtitle = c.userName && c.userEmail ? c.userEmail : null;
  return (
    <UnstyledButton
      className={classes.row}
      data-active={selected || undefined}
      data-waiting={waiting || undefined}
      aria-current={selected || undefined}
      onClick={onSelect}
      data-testid="conversation-row"
      data-user-id={c.userId}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Indicator disabled={!waiting} color="orange" size={10} offset={4} processing>
          <Avatar size={36} radius="xl" color="gray" variant="light">
            {initialsOf(c.userName || c.userEmail || 'V')}
          </Avatar>
        </Indicator>
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={waiting ? 700 : 600} truncate>
              {name}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatRelativeTime(c.lastModified)}
            </Text>
          </Group>
          {subtitle && (
            <Text size="xs" c="dimmed" truncate>
              {subtitle}
            </Text>
          )}
          <Text size="sm" c={waiting ? undefined : 'dimmed'} truncate>
            {c.lastMessage || 'No messages'}
          </Text>
          <Group gap={6} mt={4} wrap="wrap">
            <StateBadge conversation={c} />
            {assignee && (
              <Group gap={2} wrap="nowrap">
                <IconUser size={12} color="var(--mantine-color-dimmed)" />
                <Text size="xs" c="dimmed" truncate maw={110}>
                  {assignee}
                </Text>
              </Group>
            )}
            {c.tags.slice(0, SHOWN_TAGS).map((tag) => (
              <Badge key={tag} size="xs" variant="outline" color="gray" maw={110} tt="none">
                {tag}
              </Badge>
            ))}
            {c.tags.length > SHOWN_TAGS && (
              <Text size="xs" c="dimmed">
                +{c.tags.length - SHOWN_TAGS}
              </Text>
            )}
            {c.ratingFrom5 !== null && (
              <Group gap={2} wrap="nowrap" aria-label={`Rated ${c.ratingFrom5} of 5`}>
                <IconStarFilled size={11} color="var(--mantine-color-yellow-6)" />
                <Text size="xs" c="dimmed">
                  {c.ratingFrom5}
                </Text>
              </Group>
            )}
            {c.isTest && (
              <Badge size="xs" variant="outline" color="gray">
                Test
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
