// The inbox's downloads: GET /api/agents/{id}/convos/export, one conversation or the filtered set, as CSV
// or JSON. A plain link: the browser sends the session cookie and saves the file the server names.
import type { TInboxFilter } from '@parley/contract/conversations';

export type ExportFormat = 'csv' | 'json';

export function exportUrl(
  agentId: string,
  region: string,
  format: ExportFormat,
  scope: { userId: string } | { filter: TInboxFilter },
): string {
  const params = new URLSearchParams({ format, region });
  if ('userId' in scope) params.set('userId', scope.userId);
  else {
    const f = scope.filter;
    for (const key of ['state', 'assignee', 'tag', 'search'] as const) {
      const value = f[key];
      if (value) params.set(key, value);
    }
    for (const key of ['rating', 'from', 'to'] as const) {
      const value = f[key];
      if (value !== undefined) params.set(key, String(value));
    }
  }
  return `/api/agents/${encodeURIComponent(agentId)}/convos/export?${params}`;
}
