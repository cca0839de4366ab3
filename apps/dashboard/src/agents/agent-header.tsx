// The agent page's header band: who the agent is, search, the debugger toggle, the tab bar and the
// customize-tabs menu (R-APS-2, R-APS-10, R-APS-13, R-SRC).
import { Badge, Box, Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import type { SearchIndexEntry } from '@parley/agent-page/search';
import type { VisibleAgentTab } from '@parley/agent-page/tab-visibility';
import { REGION_INFO, type Region } from '@parley/kernel/regions';
import { IconBug, IconBugOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { AgentSearch } from '../search/agent-search';
import { AgentAvatar } from './agent-avatar';
import type { AgentView } from './agent-view';
import classes from './agents.module.css';
import { CustomizeTabsMenu } from './customize-tabs-menu';

interface AgentHeaderProps {
  agent: AgentView | null;
  region: Region;
  tab: string;
  tabs: VisibleAgentTab[];
  onTabChange: (tab: string) => void;
  customize: { candidates: VisibleAgentTab[]; hidden: string[]; onChange: (hidden: string[]) => void };
  search: { index: SearchIndexEntry[]; onNavigate: (target: string) => void; routeChangedAt: number };
  debuggerOpen: boolean;
  onToggleDebugger: () => void;
  /** Clients in the vertical layout get their tabs and search in the sidebar (R-APS-9). */
  showTabs?: boolean;
  /** No debugger in agency mode (R-APS-13). */
  showDebugger?: boolean;
}

export function AgentHeader({
  agent,
  region,
  tab,
  tabs,
  onTabChange,
  customize,
  search,
  debuggerOpen,
  onToggleDebugger,
  showTabs = true,
  showDebugger = true,
}: AgentHeaderProps) {
  // The tab on screen can never be hidden away from under the user.
  const locked = [tab, ...(tabs.length === 1 && tabs[0] ? [tabs[0].key] : [])];
  // On narrow screens the tab row scrolls sideways: keep the current tab in view.
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = tabList.current?.querySelector<HTMLElement>(
      `[data-testid="agent-tab-${CSS.escape(tab)}"]`,
    );
    active?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  return (
    <Box
      px={{ base: 'md', sm: 'xl' }}
      pt="lg"
      bg="var(--mantine-color-body)"
      style={{ borderBottom: '1px solid var(--parley-surface-border)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="md" mb="md">
        <Group gap="md" wrap="nowrap" miw={0}>
          {agent ? (
            <AgentAvatar id={agent.ID} title={agent.title} imageUrl={agent.roundedImageURL} size={40} />
          ) : (
            <Skeleton w={40} h={40} radius="md" />
          )}
          <Stack gap={2} miw={0}>
            {agent ? (
              <Group gap="xs" wrap="nowrap" miw={0}>
                <Title order={1} fz={{ base: 18, sm: 22 }} lh={1.2} lineClamp={1}>
                  {agent.title || 'Untitled agent'}
                </Title>
                <Badge variant="light" color="gray" size="sm" style={{ flexShrink: 0 }}>
                  {REGION_INFO[region].label}
                </Badge>
              </Group>
            ) : (
              <Skeleton h={22} w={200} />
            )}
            <Text size="xs" c="dimmed" truncate>
              {agent ? agent.description || 'AI agent' : ' '}
            </Text>
          </Stack>
        </Group>
        <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
          {!debuggerOpen && showTabs && (
            <Box visibleFrom="md" w={280}>
              <AgentSearch {...search} />
            </Box>
          )}
          {showDebugger && (
            <Button
              variant={debuggerOpen ? 'light' : 'default'}
              size="sm"
              leftSection={debuggerOpen ? <IconBugOff size={16} /> : <IconBug size={16} />}
              onClick={onToggleDebugger}
              aria-pressed={debuggerOpen}
              data-testid="debugger-toggle"
            >
              <Box component="span" visibleFrom="xs">
                {debuggerOpen ? 'Hide Debugger' : 'Show Debugger'}
              </Box>
              <Box component="span" hiddenFrom="xs">
                {debuggerOpen ? 'Hide' : 'Test'}
              </Box>
            </Button>
          )}
        </Group>
      </Group>
      {/* Beside the title when there is room; on its own row on phones and next to the debugger. */}
      {showTabs && (
        <Box hiddenFrom={debuggerOpen ? undefined : 'md'} mb="sm">
          <AgentSearch {...search} />
        </Box>
      )}
      {showTabs && (
        <Group gap={4} wrap="nowrap" align="flex-end">
          <Tabs
            value={tab}
            onChange={(v) => v && onTabChange(v)}
            variant="default"
            style={{ flex: 1, minWidth: 0 }}
          >
            <Tabs.List className={classes.tabList} ref={tabList}>
              {tabs.map((t) => (
                <Tabs.Tab
                  key={t.key}
                  value={t.key}
                  px="md"
                  py="sm"
                  fw={500}
                  data-testid={`agent-tab-${t.key}`}
                >
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <Box pb={6}>
            <CustomizeTabsMenu
              tabs={customize.candidates.map((t) => ({ key: t.key, label: t.label }))}
              hidden={customize.hidden}
              locked={locked}
              onChange={customize.onChange}
            />
          </Box>
        </Group>
      )}
      {!showTabs && <Box pb="md" />}
    </Box>
  );
}
