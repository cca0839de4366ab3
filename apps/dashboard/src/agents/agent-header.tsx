// The agent page's header band: who the agent is, the tab bar, and the debugger toggle.
import { Badge, Box, Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { REGION_INFO, type Region } from '@parley/kernel/regions';
import { IconBug, IconBugOff } from '@tabler/icons-react';
import { AgentAvatar } from './agent-avatar';
import { AGENT_TABS, type AgentTab } from './agent-tabs';
import type { AgentView } from './agent-view';
import classes from './agents.module.css';
import { visibleAgentTabs } from './tab-visibility';

interface AgentHeaderProps {
  agent: AgentView | null;
  region: Region;
  tab: AgentTab['value'];
  onTabChange: (tab: AgentTab['value']) => void;
  debuggerOpen: boolean;
  onToggleDebugger: () => void;
}

export function AgentHeader({
  agent,
  region,
  tab,
  onTabChange,
  debuggerOpen,
  onToggleDebugger,
}: AgentHeaderProps) {
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
        <Button
          variant={debuggerOpen ? 'light' : 'default'}
          size="sm"
          leftSection={debuggerOpen ? <IconBugOff size={16} /> : <IconBug size={16} />}
          onClick={onToggleDebugger}
          aria-pressed={debuggerOpen}
          data-testid="debugger-toggle"
          style={{ flexShrink: 0 }}
        >
          <Box component="span" visibleFrom="xs">
            {debuggerOpen ? 'Hide Debugger' : 'Show Debugger'}
          </Box>
          <Box component="span" hiddenFrom="xs">
            {debuggerOpen ? 'Hide' : 'Test'}
          </Box>
        </Button>
      </Group>
      <Tabs value={tab} onChange={(v) => v && onTabChange(v as AgentTab['value'])} variant="default">
        <Tabs.List className={classes.tabList}>
          {visibleAgentTabs(AGENT_TABS, agent).map((t) => (
            <Tabs.Tab key={t.value} value={t.value} px="md" py="sm" fw={500}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </Box>
  );
}
