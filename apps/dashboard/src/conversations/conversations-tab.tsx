// The Conversations tab (issue 6, the inbox): the list with its filters beside the open conversation, or
// the two as separate screens on a phone. Filters live in the address; /api/live keeps both fresh.
import { Alert, Box, Button, Card, EmptyState, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { TConversationSummary } from '@parley/contract/conversations';
import type { Region } from '@parley/kernel/regions';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { IconAlertTriangle, IconMessages } from '@tabler/icons-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useDashboardViewer } from '../client/dashboard-viewer';
import { DASHBOARD_MESSAGES } from '../messages';
import { ConversationPane } from './conversation-pane';
import { ConversationRow } from './conversation-row';
import { CLEARED_FILTERS, filterOf, type InboxSearch } from './inbox-search';
import { InboxToolbar, QuickViews } from './inbox-toolbar';
import { useInbox } from './use-inbox';

/** Below this content width the list and the conversation take turns instead of sitting side by side. */
const TWO_PANE_MIN_WIDTH = 720;
/** From this width the visitor's details sit beside the transcript. */
const DETAILS_BESIDE_MIN_WIDTH = 1150;
/** Space kept under the card (the page's bottom padding). */
const BELOW_PANE_PX = 24;

/** The card fills the screen below where it starts (the agent header is taller on phones). */
function usePaneHeight() {
  const [top, setTop] = useState(230);
  const measure = useCallback((node: HTMLElement | null) => {
    if (node) setTop(Math.round(node.getBoundingClientRect().top + window.scrollY));
  }, []);
  return { measure, height: `calc(100dvh - ${top + BELOW_PANE_PX}px)` };
}

interface ConversationsTabProps {
  region: Region;
  agentId: string;
  selected: string | undefined;
  onSelect: (userId: string | undefined) => void;
  search: InboxSearch;
  onSearchChange: (patch: Partial<InboxSearch>) => void;
}

/** Assignees and tags seen so far, so the filters can offer them even while a filter hides the rest. */
function useSeen(rows: TConversationSummary[] | undefined, predefined: string[]) {
  const people = useRef(new Map<string, string>());
  const tags = useRef(new Set<string>());
  for (const c of rows ?? []) {
    if (c.chatAssignedTo) people.current.set(c.chatAssignedTo, c.assigneeName || 'Someone');
    for (const t of c.tags) tags.current.add(t);
  }
  return {
    people: [...people.current].map(([id, name]) => ({ id, name })),
    tags: [...new Set([...predefined, ...tags.current])].sort((a, b) => a.localeCompare(b)),
  };
}

export function ConversationsTab({
  region,
  agentId,
  selected,
  onSelect,
  search,
  onSearchChange,
}: ConversationsTabProps) {
  const filter = useMemo(() => filterOf(search), [search]);
  const inbox = useInbox(region, agentId, filter);
  const viewer = useDashboardViewer();
  const { ref, width } = useElementSize();
  const pane = usePaneHeight();
  const twoPane = width >= TWO_PANE_MIN_WIDTH;
  const rows = inbox.list.data;
  const seen = useSeen(rows, inbox.settings?.predefinedTags ?? []);
  const filtered = Object.values(search).some((v) => v !== undefined);
  const clear = () => onSearchChange(CLEARED_FILTERS);

  if (inbox.list.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
        {AGENT_MESSAGES.listError(inbox.list.error.message)}
      </Alert>
    );
  }

  if (rows && rows.length === 0 && !filtered) {
    return (
      <Card withBorder padding={48} data-testid="conversations-empty" ref={ref}>
        <EmptyState
          variant="light"
          icon={<IconMessages size={28} />}
          title={DASHBOARD_MESSAGES.noConversations}
          description="When visitors chat with this agent, their conversations appear here. Try it in the debugger."
        />
      </Card>
    );
  }

  const showList = twoPane || !selected;
  return (
    <Box ref={ref}>
      <Card
        ref={pane.measure}
        withBorder
        padding={0}
        h={pane.height}
        mih={460}
        style={{ display: 'flex', flexDirection: 'row' }}
      >
        {showList && (
          <Stack
            gap={0}
            w={twoPane ? 330 : '100%'}
            style={{
              flexShrink: 0,
              borderRight: twoPane ? '1px solid var(--parley-surface-border)' : undefined,
            }}
          >
            <InboxToolbar
              agentId={agentId}
              region={region}
              search={search}
              filter={filter}
              selected={selected}
              people={seen.people}
              tags={seen.tags}
              onChange={onSearchChange}
              onClear={clear}
            />
            <QuickViews search={search} onChange={onSearchChange} />
            <ScrollArea style={{ flex: 1 }} type="auto">
              <Stack gap={2} p={6} data-testid="conversation-list" aria-busy={inbox.list.isFetching}>
                {inbox.list.isPending && [0, 1, 2, 3].map((i) => <Skeleton key={i} h={72} radius="md" />)}
                {rows?.length === 0 && (
                  <Stack align="center" gap={6} py="xl" data-testid="no-matches">
                    <Text size="sm" c="dimmed">
                      No conversations match these filters.
                    </Text>
                    <Button size="xs" variant="subtle" onClick={clear}>
                      Clear filters
                    </Button>
                  </Stack>
                )}
                {rows?.map((c) => (
                  <ConversationRow
                    key={c.userId}
                    conversation={c}
                    meId={inbox.me?.id ?? null}
                    selected={c.userId === selected}
                    onSelect={() => onSelect(c.userId)}
                  />
                ))}
              </Stack>
            </ScrollArea>
          </Stack>
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
            <ConversationPane
              key={selected}
              region={region}
              agentId={agentId}
              userId={selected}
              me={inbox.me}
              settings={inbox.settings}
              poll={inbox.poll}
              canDebug={viewer.kind === 'workspace'}
              detailsBeside={width >= DETAILS_BESIDE_MIN_WIDTH}
              onBack={twoPane ? undefined : () => onSelect(undefined)}
            />
          </Box>
        )}
      </Card>
    </Box>
  );
}
