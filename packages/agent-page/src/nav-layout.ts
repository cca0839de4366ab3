// The agent page's navigation (R-APS-8, R-APS-9): a horizontal tab bar or a vertical sidebar.
import type { AgentViewer } from './viewer';

export type AgentNavLayout = 'horizontal' | 'vertical';

/**
 * Horizontal on phones and for signed-in workspace users; otherwise the organisation's dashboardLayout,
 * vertical when it has none. The share view has no navigation at all (R-APS-16): callers draw none.
 */
export function agentNavLayout(input: {
  viewer: AgentViewer;
  isPhone: boolean;
  orgDashboardLayout?: string | null;
}): AgentNavLayout {
  if (input.isPhone || input.viewer.kind === 'workspace') return 'horizontal';
  return input.orgDashboardLayout === 'horizontal' ? 'horizontal' : 'vertical';
}

/** R-APS-9: the vertical layout's sidebar width in px. */
export const SIDEBAR_WIDTH = { open: 250, collapsed: 75 } as const;
