// Test-only calls, registered only when NODE_ENV is 'test' (the journeys' server and the integration
// harness; a production server never has them). They let a journey cause what another part of Parley
// will cause in real use, here a conversation event that notifies people (R-NTF-*), with the same
// ownership check a real call would make.
import { canManageAgent } from '@parley/agents/application/agent-access';
import { locateAgent } from '@parley/agents/application/locate-agent';
import { ZRegion } from '@parley/contract/auth';
import { AppError } from '@parley/kernel/errors';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { notifyConversationEvent } from '@parley/notifications/application/notify-conversation-event';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerDeps } from '../platform/deps';
import { requirePrincipal } from '../platform/principal';

const ZConversationEvent = z.object({
  region: ZRegion,
  agentId: z.string().min(1).max(100),
  userId: z.string().min(1).max(200),
  level: z.union([z.literal(1), z.literal(2)]),
  title: z.string().max(500),
  body: z.string().max(2000),
  urlPathname: z.string().startsWith('/').max(2048),
});

export function testingRoutes(server: FastifyInstance, deps: ServerDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/testing/conversation-event',
    { schema: { hide: true, body: ZConversationEvent } },
    async (request) => {
      const principal = await requirePrincipal(deps.ctx, request);
      const located = await locateAgent(deps.ctx, request.body.agentId, request.body.region);
      if (!located || !canManageAgent(principal, { id: located.row.id, ownerID: located.row.ownerID }))
        throw new AppError('NOT_FOUND', AGENT_MESSAGES.notFound);
      return notifyConversationEvent(deps, request.body);
    },
  );
}
