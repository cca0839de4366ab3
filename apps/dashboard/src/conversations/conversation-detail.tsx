// The open conversation: header with the visitor and state, then the transcript (polled while open).
import { ActionIcon, Alert, Badge, Box, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import type { Region } from '@parley/kernel/regions';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { formatRelativeTime } from '../lib/relative-time';
import { useTRPC } from '../lib/trpc';
import { CONVERSATION_STATE_BADGE, interactionsLabel, visitorName } from './conversation-labels';
import { Transcript } from './transcript';
import { POLL_MS } from './use-conversations';

interface ConversationDetailProps {
  region: Region;
  agentId: string;
  userId: string;
  /** Shown in the single-pane layout to go back to the list. */
  onBack?: () => void;
}

export function ConversationDetail({ region, agentId, userId, onBack }: ConversationDetailProps) {
  const trpc = useTRPC();
  const detail = useQuery({
    ...trpc.conversations.get.queryOptions({ region, agentId, userId }),
    refetchInterval: POLL_MS,
  });
  const c = detail.data;
  const viewport = useRef<HTMLDivElement>(null);
  const turnCount = c?.turns.length ?? 0;

  // Open at the latest message, and follow new ones as they arrive.
  useEffect(() => {
    if (turnCount > 0) viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [turnCount]);

  return (
    <Stack gap={0} h="100%" data-testid="conversation-detail">
      <Group
        px="lg"
        py="sm"
        gap="sm"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--parley-surface-border)' }}
        mih={60}
      >
        {onBack && (
          <ActionIcon variant="subtle" color="gray" aria-label="Back to conversations" onClick={onBack}>
            <IconArrowLeft size={18} />
          </ActionIcon>
        )}
        {c ? (
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Group gap="xs" wrap="nowrap">
              <Text fw={600} truncate>
                {visitorName(c)}
              </Text>
              <Badge size="sm" variant="light" color={CONVERSATION_STATE_BADGE[c.state].color}>
                {CONVERSATION_STATE_BADGE[c.state].label}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed" truncate>
              {[
                c.userEmail && c.userName ? c.userEmail : null,
                `Started ${formatRelativeTime(c.createdAt)}`,
                interactionsLabel(c.totalUserInteractions),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        ) : (
          <Text c="dimmed" size="sm">
            Conversation
          </Text>
        )}
      </Group>
      <ScrollArea style={{ flex: 1 }} type="auto" viewportRef={viewport}>
        <Box p="lg">
          {detail.isPending && (
            <Group justify="center" py="xl">
              <Loader size="sm" type="dots" />
            </Group>
          )}
          {detail.isError && (
            <Alert color="red" variant="light">
              {AGENT_MESSAGES.listError(detail.error.message)}
            </Alert>
          )}
          {c && <Transcript turns={c.turns} />}
        </Box>
      </ScrollArea>
    </Stack>
  );
}
