// /app/{region}/agents/{agentId}/{tab} (R-APS-1): header with tabs, the tab's content, the debugger panel.
import { Alert, Box, Drawer } from '@mantine/core';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { RoutePending } from '../app/route-pending';
import { PageContainer } from '../lib/page-container';
import { useDocumentTitle } from '../lib/use-document-title';
import { useWide } from '../lib/use-viewport';
import { DEBUGGER_WIDTH, TOPBAR_HEIGHT } from '../shell/shell-geometry';
import { useRegion } from '../shell/use-region';
import { AgentHeader } from './agent-header';
import { AgentOverviewTab } from './agent-overview-tab';
import { resolveAgentTab } from './agent-tabs';
import { DebuggerPanel } from './debugger-panel';
import { useAgent } from './use-agent';

// The Conversations tab is its own chunk (it brings the transcript renderer).
const ConversationsTab = lazy(() =>
  import('../conversations/conversations-tab').then((m) => ({ default: m.ConversationsTab })),
);

const FlowTab = lazy(() => import('../flows/flow-tab').then((m) => ({ default: m.FlowTab })));
const ToolsTab = lazy(() => import('../tools/tools-tab').then((m) => ({ default: m.ToolsTab })));
const KnowledgeTab = lazy(() =>
  import('../knowledge/knowledge-tab').then((m) => ({ default: m.KnowledgeTab })),
);

const ROUTE = '/app/$region/agents/$agentId/$tab';

export function AgentPage() {
  const region = useRegion();
  const { agentId, tab } = useParams({ from: ROUTE });
  const search = useSearch({ from: ROUTE });
  const navigate = useNavigate({ from: ROUTE });
  const wide = useWide();
  const { agent, error } = useAgent(region, agentId);
  const shown = resolveAgentTab(tab);
  const debuggerOpen = search.showDebugger === true;

  useDocumentTitle(agent ? `${agent.title} - Agent` : null);

  useEffect(() => {
    if (shown === null) void navigate({ to: '/404', replace: true });
  }, [shown, navigate]);

  const setSearch = (patch: Partial<typeof search>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), resetScroll: false, replace: true });
  const toggleDebugger = () => setSearch({ showDebugger: debuggerOpen ? undefined : true });

  const panel = agent && (
    <DebuggerPanel
      agentId={agent.ID}
      region={region}
      onClose={() => setSearch({ showDebugger: undefined })}
    />
  );

  return (
    <Box display="flex" style={{ alignItems: 'stretch' }}>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <AgentHeader
          agent={agent}
          region={region}
          tab={shown ?? 'overview'}
          onTabChange={(next) =>
            void navigate({
              params: (p) => ({ ...p, tab: next }),
              search: (prev) => ({ showDebugger: prev.showDebugger }),
            })
          }
          debuggerOpen={debuggerOpen}
          onToggleDebugger={toggleDebugger}
        />
        <PageContainer size={debuggerOpen && wide ? 'md' : 'lg'}>
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {AGENT_MESSAGES.listError(error.message)}
            </Alert>
          )}
          {agent && (shown === 'overview' || (shown === 'tools' && agent.enableNodes)) && (
            <AgentOverviewTab agent={agent} region={region} />
          )}
          {agent && shown === 'tools' && !agent.enableNodes && (
            <Suspense fallback={<RoutePending />}>
              <ToolsTab region={region} agentId={agent.ID} />
            </Suspense>
          )}
          {agent && (shown === 'nodes' || shown === 'prompt') && (
            <Suspense fallback={<RoutePending />}>
              <FlowTab
                region={region}
                agentId={agent.ID}
                view={shown}
                onSwitchView={(next) =>
                  void navigate({ params: (p) => ({ ...p, tab: next }), search: (prev) => prev })
                }
              />
            </Suspense>
          )}
          {agent && shown === 'kb' && (
            <Suspense fallback={<RoutePending />}>
              <KnowledgeTab
                region={region}
                agentId={agent.ID}
                docId={search.doc_id}
                onOpenDoc={(doc_id) =>
                  void navigate({ search: (prev) => ({ ...prev, doc_id }), resetScroll: false })
                }
              />
            </Suspense>
          )}
          {agent && shown === 'convos' && (
            <Suspense fallback={<RoutePending />}>
              <ConversationsTab
                region={region}
                agentId={agent.ID}
                selected={search.conversation}
                onSelect={(conversation) =>
                  void navigate({ search: (prev) => ({ ...prev, conversation }), resetScroll: false })
                }
              />
            </Suspense>
          )}
        </PageContainer>
      </Box>

      {wide && debuggerOpen && panel && (
        <Box
          component="aside"
          aria-label="Debugger"
          w={DEBUGGER_WIDTH}
          pos="sticky"
          top={TOPBAR_HEIGHT}
          h={`calc(100dvh - ${TOPBAR_HEIGHT}px)`}
          bg="var(--mantine-color-body)"
          style={{ flexShrink: 0, borderLeft: '1px solid var(--parley-surface-border)' }}
        >
          {panel}
        </Box>
      )}
      {!wide && (
        <Drawer
          opened={debuggerOpen && Boolean(panel)}
          onClose={() => setSearch({ showDebugger: undefined })}
          position="right"
          size="100%"
          withCloseButton={false}
          padding={0}
          styles={{ body: { height: '100%' } }}
        >
          {panel}
        </Drawer>
      )}
    </Box>
  );
}
