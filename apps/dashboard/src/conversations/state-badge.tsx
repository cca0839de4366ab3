// A conversation's state (R-HND-1), with the time left while a request waits for a person (R-HND-3).
import { Badge, Group } from '@mantine/core';
import type { TConversationSummary } from '@parley/contract/conversations';
import { IconClock } from '@tabler/icons-react';
import { CONVERSATION_STATE_BADGE } from './conversation-labels';
import { timeLeft } from './time-left';
import { useNow } from './use-now';

interface StateBadgeProps {
  conversation: Pick<TConversationSummary, 'state' | 'handoffDeadline' | 'manualControl'>;
  size?: 'xs' | 'sm';
}

export function StateBadge({ conversation: c, size = 'xs' }: StateBadgeProps) {
  const waiting = c.state === 'requested_chat';
  const now = useNow(waiting && c.handoffDeadline !== null);
  const left = waiting ? timeLeft(c.handoffDeadline, now) : null;
  const badge = CONVERSATION_STATE_BADGE[c.state];
  return (
    <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
      <Badge size={size} variant={waiting ? 'filled' : 'light'} color={badge.color} data-testid="state-badge">
        {badge.label}
      </Badge>
      {left && (
        <Badge
          size={size}
          variant="light"
          color={left.urgent ? 'red' : 'orange'}
          leftSection={<IconClock size={11} />}
          data-testid="handoff-countdown"
          tt="none"
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {left.label}
        </Badge>
      )}
      {c.manualControl && (
        <Badge size={size} variant="outline" color="grape">
          Manual
        </Badge>
      )}
    </Group>
  );
}
