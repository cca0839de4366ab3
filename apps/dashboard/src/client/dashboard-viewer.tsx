// Who the dashboard is showing itself to: a workspace user, or a client user of an agency (R-APS-5,
// R-APS-8). The agent page reads it to pick its tabs and layout.
import type { AgentViewer } from '@parley/agent-page/viewer';
import type { TClientSessionView } from '@parley/contract/organisations';
import { createContext, useContext } from 'react';

export type DashboardViewer = { kind: 'workspace' } | { kind: 'client'; session: TClientSessionView };

const ViewerContext = createContext<DashboardViewer>({ kind: 'workspace' });
export const DashboardViewerProvider = ViewerContext.Provider;
export const useDashboardViewer = (): DashboardViewer => useContext(ViewerContext);

export function agentViewerOf(viewer: DashboardViewer): AgentViewer {
  if (viewer.kind === 'workspace') return { kind: 'workspace' };
  const { client } = viewer.session;
  return { kind: 'client', canAccess: client.canAccess, clientTabOrder: client.clientTabOrder };
}

/** Whether the client may edit the agent's draft and publish it (the Design or Settings tab). */
export function clientCanPublish(viewer: DashboardViewer): boolean {
  if (viewer.kind === 'workspace') return true;
  const paths = viewer.session.client.canAccess.map((p) => p.replace(/^\/+|\/+$/g, ''));
  return paths.includes('overview') || paths.includes('settings');
}
