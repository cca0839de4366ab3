// WebSocket /api/live: the dashboard's live channel (issue 6 "Live everywhere"). A signed-in team member
// (workspace session or client with the Conversations section) subscribes to agents; every change to one
// of their conversations, made by this server or another, arrives as {type:'changed', agentId, userId}
// and the page re-reads what it shows. Same-origin only: cookies must not open it from another site.
import { canManageAgent } from '@parley/agents/application/agent-access';
import { locateAgent } from '@parley/agents/application/locate-agent';
import { ZRegion } from '@parley/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { ServerDeps } from '../platform/deps';
import { clientPrincipalOf, principalOf } from '../platform/principal';

const ZLiveRequest = z.object({
  type: z.literal('subscribe'),
  agentId: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/),
  region: ZRegion.optional(),
});

/** At most this many agents per socket (an inbox watches one; a home page a few). */
const MAX_SUBSCRIPTIONS = 50;

export function liveSocketRoutes(app: FastifyInstance, deps: ServerDeps) {
  const expectedOrigin = new URL(deps.publicUrl).origin;

  app.get('/api/live', { websocket: true, schema: { hide: true } }, async (socket: WebSocket, request) => {
    const origin = request.headers.origin;
    const sameHost = typeof origin === 'string' && new URL(origin).host === request.headers.host;
    if (origin !== expectedOrigin && !sameHost) return socket.close(4403, 'forbidden origin');
    // Who is asking is read once; messages that arrive meanwhile wait for it (none may be dropped).
    const actorsReady = Promise.all([
      principalOf(deps.ctx, request).catch(() => null),
      clientPrincipalOf(deps.ctx, request).catch(() => null),
    ]).then(([principal, client]) =>
      [principal?.kind === 'session' ? principal : null, client && !client.blocked ? client : null].filter(
        (a) => a !== null,
      ),
    );

    const offs = new Map<string, () => void>();
    const send = (message: object) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    socket.on('close', () => {
      for (const off of offs.values()) off();
    });
    socket.on('message', async (raw) => {
      const actors = await actorsReady;
      if (actors.length === 0) return;
      let body: unknown;
      try {
        body = JSON.parse(raw.toString());
      } catch {
        return send({ type: 'error', data: { message: 'Invalid JSON.' } });
      }
      const parsed = ZLiveRequest.safeParse(body);
      if (!parsed.success) return send({ type: 'error', data: { message: 'Invalid request.' } });
      const { agentId, region } = parsed.data;
      if (offs.has(agentId)) return send({ type: 'subscribed', agentId });
      if (offs.size >= MAX_SUBSCRIPTIONS)
        return send({ type: 'error', data: { message: 'Too many subscriptions.' } });
      const located = await locateAgent(deps.ctx, agentId, region);
      const agent = located && { id: located.row.id, ownerID: located.row.ownerID };
      if (!agent || !actors.some((a) => canManageAgent(a, agent, ['convos'])))
        return send({ type: 'error', data: { message: 'Agent not found.', agentId } });
      const off =
        deps.live?.subscribe(`agent:${agent.id}`, (e) =>
          send({ type: 'changed', agentId: agent.id, userId: e.userId ?? null, kind: e.kind }),
        ) ?? (() => undefined);
      offs.set(agentId, off);
      send({ type: 'subscribed', agentId });
    });
    if ((await actorsReady).length === 0) socket.close(4401, 'sign in');
  });
}
