// URLs and JSON calls on the frame's own origin (the server that served it): no credentials, ever.

export class ApiError extends Error {
  constructor(readonly status: number) {
    super(`Request failed with status ${status}`);
  }
}

export interface AgentRef {
  agentId: string;
  region: 'eu' | 'na' | null;
}

export function agentUrl({ agentId, region }: AgentRef, path: string, query: Record<string, string> = {}) {
  const params = new URLSearchParams(query);
  if (region) params.set('region', region);
  const qs = params.toString();
  return `${location.origin}/api/agents/${encodeURIComponent(agentId)}/${path}${qs ? `?${qs}` : ''}`;
}

export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'omit' });
  if (!response.ok) throw new ApiError(response.status);
  return (await response.json()) as T;
}

export async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'omit',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new ApiError(response.status);
  return (await response.json().catch(() => ({}))) as T;
}
