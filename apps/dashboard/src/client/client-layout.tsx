// The client shell (R-CSH-1..14): the agency's dashboard for one organisation's client users (or the
// agency owner through the admin link). Agent pages render inside it with the client's tabs.
import { Box } from '@mantine/core';
import { agentNavLayout } from '@parley/agent-page/nav-layout';
import { Outlet, useMatch, useNavigate, useRouterState } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { usePhone } from '../lib/use-viewport';
import { useRegion } from '../shell/use-region';
import { AccountDrawer } from './account-drawer';
import { AgencyFooter } from './agency-footer';
import { AgencyOwnerBar } from './agency-owner-bar';
import { BlockingModal } from './blocking-modal';
import { ClientTopBar } from './client-top-bar';
import {
  agentViewerOf,
  clientCanPublish,
  type DashboardViewer,
  DashboardViewerProvider,
} from './dashboard-viewer';
import { FeedbackDrawer } from './feedback-drawer';
import { type OrgAdminDrawer, OrgAdminDrawers } from './org-admin-drawers';
import { rememberSelectedWidget, switchedAgentPath } from './selected-widget';
import { useClientAgents, useClientMe } from './use-client-me';

export function ClientLayout() {
  const session = useClientMe();
  const region = useRegion();
  const phone = usePhone();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const agentMatch = useMatch({ from: '/app/$region/agents/$agentId/$tab', shouldThrow: false });
  const agents = useClientAgents(Boolean(session && !session.blocked)).data ?? [];
  const [drawer, setDrawer] = useState<'account' | 'feedback' | OrgAdminDrawer | null>(null);
  const viewer = useMemo<DashboardViewer | null>(
    () => (session ? { kind: 'client', session } : null),
    [session],
  );
  if (!session || !viewer) return null;

  const layout = agentNavLayout({
    viewer: agentViewerOf(viewer),
    isPhone: phone,
    orgDashboardLayout: session.org?.dashboardLayout,
  });
  const currentAgentId = agentMatch?.params.agentId ?? null;
  const selectAgent = (agentId: string) => {
    rememberSelectedWidget(agentId);
    const target = agents.find((a) => a.ID === agentId);
    const rest = pathname.split(`/agents/${currentAgentId}/`)[1] ?? '';
    void navigate({
      href: switchedAgentPath({
        region: target?.region ?? region,
        agentId,
        currentRest: rest,
        allowedTabs: session.client.canAccess.map((p) => p.replace(/^\/+|\/+$/g, '')),
      }),
    });
  };

  return (
    <DashboardViewerProvider value={viewer}>
      <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }} data-testid="client-shell">
        {session.isAdmin && !(agentMatch && layout === 'vertical') && session.agency && (
          <AgencyOwnerBar agencyName={session.agency.name} region={region} />
        )}
        <ClientTopBar
          session={session}
          region={region}
          agents={agents}
          currentAgentId={currentAgentId}
          canPublish={Boolean(agentMatch) && clientCanPublish(viewer)}
          onSelectAgent={selectAgent}
          onAbout={() => setDrawer('about')}
          onAddUser={() => setDrawer('add-user')}
          onAccount={() => setDrawer('account')}
          onFeedback={() => setDrawer('feedback')}
        />
        <Box component="main" style={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
        <AgencyFooter agency={session.agency} />
      </Box>
      {session.blocked && <BlockingModal message={session.blocked.message} />}
      {!session.isAdmin && (
        <AccountDrawer
          client={session.client}
          opened={drawer === 'account'}
          onClose={() => setDrawer(null)}
        />
      )}
      {session.agency && (
        <FeedbackDrawer
          agencyId={session.agency.ID}
          email={session.client.email}
          opened={drawer === 'feedback'}
          onClose={() => setDrawer(null)}
        />
      )}
      <OrgAdminDrawers
        open={drawer === 'about' || drawer === 'add-user' ? drawer : null}
        onClose={() => setDrawer(null)}
      />
    </DashboardViewerProvider>
  );
}
