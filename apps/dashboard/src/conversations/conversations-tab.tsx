// The Conversations tab: the list, and the selected transcript beside it (or instead of it when narrow).
import { Alert, Box, Card, EmptyState, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { Region } from '@parley/kernel/regions';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { IconAlertTriangle, IconMessages } from '@tabler/icons-react';
import { DASHBOARD_MESSAGES } from '../messages';
import { ConversationDetail } from './conversation-detail';
import { ConversationRow } from './conversation-row';
import { useConversations } from './use-conversations';

/** Below this content width the list and the transcript take turns instead of sitting side by side. */
const TWO_PANE_MIN_WIDTH = 720;
const PANE_HEIGHT = 'calc(100dvh - 230px)';

interface ConversationsTabProps {
  region: Region;
  agentId: string;
  selected: string | undefined;
  onSelect: (userId: string | undefined) => void;
}

export function ConversationsTab({ region, agentId, selected, onSelect }: ConversationsTabProps) {
  const list = useConversations(region, agentId);
  const { ref, width } = useElementSize();
  const twoPane = width >= TWO_PANE_MIN_WIDTH;

  if (list.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
        {AGENT_MESSAGES.listError(list.error.message)}
      </Alert>
    );
  }

  const conversations = list.data ?? [];
  const empty = list.data && conversations.length === 0;
  const showList = twoPane || !selected;

  return (
    <Box ref={ref}>
      {empty ? (
        <Card withBorder padding={48} data-testid="conversations-empty">
          <EmptyState
            variant="light"
            icon={<IconMessages size={28} />}
            title={DASHBOARD_MESSAGES.noConversations}
            description="When visitors chat with this agent, their conversations appear here. Try it in the debugger."
          />
        </Card>
      ) : (
        <Card
          withBorder
          padding={0}
          h={twoPane ? PANE_HEIGHT : undefined}
          mih={twoPane ? 420 : undefined}
          style={{ display: 'flex', flexDirection: 'row' }}
        >
          {showList && (
            <Box
              w={twoPane ? 340 : '100%'}
              style={{
                flexShrink: 0,
                borderRight: twoPane ? '1px solid var(--parley-surface-border)' : undefined,
              }}
            >
              <ScrollArea h={twoPane ? '100%' : undefined} type="auto">
                <Stack gap={2} p={6} data-testid="conversation-list">
                  {list.isPending && [0, 1, 2, 3].map((i) => <Skeleton key={i} h={72} radius="md" />)}
                  {conversations.map((c) => (
                    <ConversationRow
                      key={c.userId}
                      conversation={c}
                      selected={c.userId === selected}
                      onSelect={() => onSelect(c.userId)}
                    />
                  ))}
                </Stack>
              </ScrollArea>
            </Box>
          )}
          {twoPane && !selected && (
            <Stack flex={1} align="center" justify="center" p="xl" gap={4}>
              <IconMessages size={32} color="var(--mantine-color-dimmed)" />
              <Text c="dimmed" size="sm">
                Select a conversation to read it.
              </Text>
            </Stack>
          )}
          {selected && (
            <Box style={{ flex: 1, minWidth: 0 }}>
              <ConversationDetail
                key={selected}
                region={region}
                agentId={agentId}
                userId={selected}
                onBack={twoPane ? undefined : () => onSelect(undefined)}
              />
            </Box>
          )}
        </Card>
      )}
    </Box>
  );
}
