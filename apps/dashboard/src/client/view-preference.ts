// One browser may hold a workspace session and a client session (an agency owner trying its client
// dashboard). Which dashboard /app shows then is the one signed into last, remembered here.
const KEY = 'parley-dashboard-view';

export type DashboardView = 'workspace' | 'client';

export function preferredView(): DashboardView | null {
  try {
    const value = window.localStorage.getItem(KEY);
    return value === 'client' || value === 'workspace' ? value : null;
  } catch {
    return null;
  }
}

export function preferView(view: DashboardView | null): void {
  try {
    if (view) window.localStorage.setItem(KEY, view);
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage may be off; the workspace dashboard is then shown when both sessions exist.
  }
}

/** With both sessions, the client dashboard only when the client sign-in came last. */
export const showsClientDashboard = (
  hasClient: boolean,
  hasWorkspace: boolean,
  preferred: DashboardView | null,
) => hasClient && (!hasWorkspace || preferred === 'client');
