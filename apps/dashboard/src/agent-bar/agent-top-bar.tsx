// The top bar on agent pages (R-APS-18, R-APS-19): workspace and agent switchers, Demo, Website Script,
// the Test toggle, Publish and the agent menu. Phones keep the switcher, Publish and the menu.
import { Anchor, Box, Button, Group, Switch, Text, Tooltip } from '@mantine/core';
import type { Region } from '@parley/kernel/regions';
import { IconCode, IconExternalLink } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useWidgetLinks } from '../design/use-widget-links';
import { AgentMenu } from './agent-menu';
import { AgentSwitcher } from './agent-switcher';
import { PublishButton } from './publish-button';
import { WebsiteScriptModal } from './website-script-modal';
import { WorkspaceSwitcher } from './workspace-switcher';

const VersionHistoryModal = lazy(() =>
  import('../versions/version-history-modal').then((m) => ({ default: m.VersionHistoryModal })),
);

interface AgentTopBarProps {
  region: Region;
  agentId: string;
  testMode: boolean;
}

const AGENT_ROUTE = '/app/$region/agents/$agentId/$tab';

export function AgentTopBar({ region, agentId, testMode }: AgentTopBarProps) {
  const navigate = useNavigate();
  const [scriptOpen, setScriptOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  // R-WSP-6: the top bar's Demo link follows the prototype rule (the agency's verified domain first).
  const demo = useWidgetLinks(region, agentId).prototype;

  const setTestMode = (on: boolean) =>
    void navigate({
      from: AGENT_ROUTE,
      to: '.',
      search: (prev) => ({ ...prev, test: on || undefined, showDebugger: on || prev.showDebugger }),
      replace: true,
      resetScroll: false,
    });

  return (
    <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: 1 }} justify="space-between">
      <Group gap={2} wrap="nowrap" miw={0}>
        <Box visibleFrom="md">
          <WorkspaceSwitcher />
        </Box>
        <Text c="dimmed" fz="lg" fw={300} aria-hidden visibleFrom="md">
          /
        </Text>
        <AgentSwitcher
          region={region}
          agentId={agentId}
          onSwitch={(next) =>
            void navigate({
              from: AGENT_ROUTE,
              to: '.',
              params: (p) => ({ ...p, agentId: next }),
              search: {},
            })
          }
        />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Anchor
          href={demo}
          target="_blank"
          rel="noopener"
          size="sm"
          visibleFrom="lg"
          data-testid="demo-link"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          Demo <IconExternalLink size={14} />
        </Anchor>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconCode size={14} />}
          onClick={() => setScriptOpen(true)}
          visibleFrom="lg"
          data-testid="website-script-button"
        >
          Website Script
        </Button>
        <Tooltip label="Test mode: the debugger chat shows debug messages" withinPortal>
          <Box visibleFrom="sm">
            <Switch
              size="sm"
              label="Test"
              checked={testMode}
              onChange={(e) => setTestMode(e.currentTarget.checked)}
              data-testid="test-toggle"
            />
          </Box>
        </Tooltip>
        <PublishButton region={region} agentId={agentId} />
        <AgentMenu
          onWebsiteScript={() => setScriptOpen(true)}
          onVersionHistory={() => setHistoryOpen(true)}
          demoHref={demo}
        />
      </Group>
      <WebsiteScriptModal
        opened={scriptOpen}
        onClose={() => setScriptOpen(false)}
        agentId={agentId}
        region={region}
      />
      {historyOpen && (
        <Suspense fallback={null}>
          <VersionHistoryModal
            opened={historyOpen}
            onClose={() => setHistoryOpen(false)}
            agentId={agentId}
            region={region}
            onReverted={() => {
              setHistoryOpen(false);
              void navigate({
                to: AGENT_ROUTE,
                params: { region, agentId, tab: 'overview' },
              });
            }}
          />
        </Suspense>
      )}
    </Group>
  );
}
