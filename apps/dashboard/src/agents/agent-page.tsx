// /app/{region}/agents/{agentId}/{tab} (R-APS-1): header with tabs and search, the tab's content, the
// debugger panel. Which tabs show is decided by @parley/agent-page's rules (R-APS-5..10).
import { Alert, Box, Drawer } from '@mantine/core';
import { agentTab, resolveAgentTabRoute } from '@parley/agent-page/agent-tabs';
import { agentNavLayout } from '@parley/agent-page/nav-layout';
import { defaultAgentTab } from '@parley/agent-page/tab-visibility';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate, useParams, useRouterState, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { RoutePending } from '../app/route-pending';
import { ClientAgentSidebar } from '../client/client-agent-sidebar';
import { agentViewerOf, useDashboardViewer } from '../client/dashboard-viewer';
import { useClientSignOut } from '../client/use-client-sign-out';
import { parseInboxSearch } from '../conversations/inbox-search';
import { PageContainer } from '../lib/page-container';
import { useDocumentTitle } from '../lib/use-document-title';
import { usePhone, useWide } from '../lib/use-viewport';
import { DEBUGGER_WIDTH, TOPBAR_HEIGHT } from '../shell/shell-geometry';
import { useRegion } from '../shell/use-region';
import { AgentHeader } from './agent-header';
import { DebuggerPanel } from './debugger-panel';
import { useAgent } from './use-agent';
import { useAgentTabs } from './use-agent-tabs';
import { useTabClickAnalytics } from './use-tab-click-analytics';

// The Conversations tab is its own chunk (it brings the transcript renderer).
// Each tab page is its own chunk; all are fetched once the page is idle (R-SRC-6), so a tab click or a
// search jump never waits for code.
const TAB_CHUNKS = {
  convos: () => import('../conversations/conversations-tab'),
  flow: () => import('../flows/flow-tab'),
  tools: () => import('../tools/tools-tab'),
  kb: () => import('../knowledge/knowledge-tab'),
  settings: () => import('../settings/settings-tab'),
  design: () => import('../design/design-tab'),
  home: () => import('../home/home-tab'),
};
const ConversationsTab = lazy(() => TAB_CHUNKS.convos().then((m) => ({ default: m.ConversationsTab })));
const FlowTab = lazy(() => TAB_CHUNKS.flow().then((m) => ({ default: m.FlowTab })));
const ToolsTab = lazy(() => TAB_CHUNKS.tools().then((m) => ({ default: m.ToolsTab })));
const KnowledgeTab = lazy(() => TAB_CHUNKS.kb().then((m) => ({ default: m.KnowledgeTab })));
const SettingsTab = lazy(() => TAB_CHUNKS.settings().then((m) => ({ default: m.SettingsTab })));
const DesignTab = lazy(() => TAB_CHUNKS.design().then((m) => ({ default: m.DesignTab })));
const HomeTab = lazy(() => TAB_CHUNKS.home().then((m) => ({ default: m.HomeTab })));

function usePrefetchTabs(): void {
  useEffect(() => {
    const prefetch = () => {
      for (const load of Object.values(TAB_CHUNKS)) void load().catch(() => undefined);
    };
    const idle = window.requestIdleCallback?.(prefetch, { timeout: 3000 });
    const timer = idle === undefined ? window.setTimeout(prefetch, 1500) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, []);
}

/** The tab pages that exist; any other known tab (not built yet) opens the default tab instead. */
type ShownTab = 'home' | 'overview' | 'convos' | 'kb' | 'settings' | 'nodes' | 'prompt' | 'tools';

/** When the page last changed (R-SRC-7: auto-navigation waits 1 s after a change). */
function useRouteChangedAt(): number {
  const href = useRouterState({ select: (s) => s.location.pathname + s.location.searchStr });
  const [at, setAt] = useState(() => Date.now());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every page change
  useEffect(() => setAt(Date.now()), [href]);
  return at;
}

const ROUTE = '/app/$region/agents/$agentId/$tab';

export function AgentPage() {
  const region = useRegion();
  const { agentId, tab } = useParams({ from: ROUTE });
  const search = useSearch({ from: ROUTE });
  const navigate = useNavigate({ from: ROUTE });
  const wide = useWide();
  const phone = usePhone();
  const dashboardViewer = useDashboardViewer();
  const viewer = useMemo(() => agentViewerOf(dashboardViewer), [dashboardViewer]);
  const client = dashboardViewer.kind === 'client' ? dashboardViewer.session : null;
  const layout = agentNavLayout({ viewer, isPhone: phone, orgDashboardLayout: client?.org?.dashboardLayout });
  const { agent, error } = useAgent(region, agentId);
  const tabs = useAgentTabs(agent, viewer);
  const backToWorkspace = useClientSignOut('workspace');
  const recordTabClick = useTabClickAnalytics(region, agentId);
  const routeChangedAt = useRouteChangedAt();
  usePrefetchTabs();
  const known = resolveAgentTabRoute(tab) === 'known';
  const built = agentTab(tab)?.built === true;
  const shown: ShownTab | null = known && built ? (tab as ShownTab) : null;
  const debuggerOpen = search.showDebugger === true;

  useDocumentTitle(agent ? `${agent.title} - Agent` : null);

  // Unknown tab names 404 (R-APS-15); tabs that are not built yet open the default tab (R-APS-1), and so
  // does a tab outside a client's access list (R-APS-5): the address is no way around it.
  const fallback = defaultAgentTab(viewer, tabs.candidates) ?? 'overview';
  // Workspace users may still open a tab the rules do not list (the Prompt view is how a flow starts);
  // Home is the clients' page only (R-APS-6).
  const outsideAccess =
    agent !== null && (client ? !tabs.candidates.some((t) => t.key === tab) : tab === 'home');
  useEffect(() => {
    if (!known) void navigate({ to: '/404', replace: true });
    else if ((!built || outsideAccess) && tab !== fallback)
      void navigate({ params: (p) => ({ ...p, tab: fallback }), search: (prev) => prev, replace: true });
  }, [known, built, outsideAccess, tab, fallback, navigate]);

  const inboxSearch = useMemo(() => parseInboxSearch(search), [search]);
  const setSearch = (patch: Partial<typeof search>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), resetScroll: false, replace: true });
  const toggleDebugger = () => setSearch({ showDebugger: debuggerOpen ? undefined : true });

  const goToTab = (next: string, sub?: string) =>
    void navigate({
      params: (p) => ({ ...p, tab: next }),
      search: (prev) => ({ showDebugger: prev.showDebugger, test: prev.test, ...(sub ? { tab: sub } : {}) }),
    });
  const onSearchNavigate = (target: string) => {
    const [page = 'overview', query = ''] = target.split('?');
    goToTab(page, new URLSearchParams(query).get('tab') ?? undefined);
  };

  const vertical = client !== null && layout === 'vertical';
  const onTabChange = (next: string) => {
    recordTabClick(next);
    goToTab(next);
  };
  const searchProps = { index: tabs.searchIndex, onNavigate: onSearchNavigate, routeChangedAt };

  const panel = agent && !client && (
    <DebuggerPanel
      agentId={agent.ID}
      region={region}
      test={search.test === true}
      onClose={() => setSearch({ showDebugger: undefined })}
    />
  );

  return (
    <Box display="flex" style={{ alignItems: 'stretch' }}>
      {vertical && client && (
        <ClientAgentSidebar
          brandName={client.agency?.name ?? 'Parley'}
          brandLogo={client.agency?.squarePhotoURL ?? null}
          tabs={tabs.tabs}
          current={shown ?? fallback}
          onTabChange={onTabChange}
          search={searchProps}
          adminNotice={
            client.isAdmin ? 'Agency view: you see this dashboard as the agency owner.' : undefined
          }
          onBackToWorkspace={() => void backToWorkspace.signOut(region)}
        />
      )}
      <Box style={{ flex: 1, minWidth: 0 }}>
        <AgentHeader
          agent={agent}
          region={region}
          tab={shown ?? 'overview'}
          tabs={tabs.tabs}
          onTabChange={onTabChange}
          customize={{ candidates: tabs.candidates, hidden: tabs.hidden, onChange: tabs.setHidden }}
          search={searchProps}
          debuggerOpen={debuggerOpen && !client}
          onToggleDebugger={toggleDebugger}
          showTabs={!vertical}
          showDebugger={!client}
        />
        <PageContainer size={debuggerOpen && wide && !client ? 'md' : shown === 'convos' ? 'xl' : 'lg'}>
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {AGENT_MESSAGES.listError(error.message)}
            </Alert>
          )}
          {agent && shown === 'home' && (
            <Suspense fallback={<RoutePending />}>
              <HomeTab
                region={region}
                agentId={agent.ID}
                openTab={(next) => goToTab(next)}
                canOpen={(key) => tabs.tabs.some((t) => t.key === key)}
              />
            </Suspense>
          )}
          {agent && shown === 'overview' && (
            <Suspense fallback={<RoutePending />}>
              <DesignTab region={region} agentId={agent.ID} agent={agent} />
            </Suspense>
          )}
          {agent && shown === 'settings' && (
            <Suspense fallback={<RoutePending />}>
              <SettingsTab
                region={region}
                agentId={agent.ID}
                section={search.tab ?? 'core'}
                onSectionChange={(section) =>
                  void navigate({ search: (prev) => ({ ...prev, tab: section }), resetScroll: false })
                }
              />
            </Suspense>
          )}
          {agent && shown === 'tools' && (
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
                search={inboxSearch}
                onSearchChange={setSearch}
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
