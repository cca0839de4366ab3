// What the dashboard's live socket (/api/live) says, read defensively: anything unexpected is ignored.

export type LiveMessage =
  | { type: 'subscribed'; agentId: string }
  | { type: 'changed'; agentId: string; userId: string | null }
  /** The server refused: the agent is not the viewer's, or the request was malformed. */
  | { type: 'error'; agentId: string | null; message: string };

export function parseLiveMessage(raw: unknown): LiveMessage | null {
  let body: unknown;
  try {
    body = typeof raw === 'string' ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object') return null;
  const m = body as {
    type?: unknown;
    agentId?: unknown;
    userId?: unknown;
    data?: { message?: unknown; agentId?: unknown };
  };
  if (m.type === 'subscribed' && typeof m.agentId === 'string')
    return { type: 'subscribed', agentId: m.agentId };
  if (m.type === 'changed' && typeof m.agentId === 'string')
    return { type: 'changed', agentId: m.agentId, userId: typeof m.userId === 'string' ? m.userId : null };
  if (m.type === 'error')
    return {
      type: 'error',
      agentId: typeof m.data?.agentId === 'string' ? m.data.agentId : null,
      message: typeof m.data?.message === 'string' ? m.data.message : 'Live updates are unavailable.',
    };
  return null;
}

/** Waits before reconnecting: 1 s, 2 s, 4 s… capped at 30 s (a restarting server is not hammered). */
export const reconnectDelay = (attempt: number): number => Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));

/** ws(s)://host/api/live for the page's own origin (the socket refuses other origins). */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/live`;
}
