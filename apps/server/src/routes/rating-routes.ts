// The widget's end-of-chat rating (R-WRT-4..7): POST a 1–5 rating once per conversation, GET it back.
import { locateAgent } from '@parley/agents/application/locate-agent';
import type { RatedAgent } from '@parley/conversations/application/conversation-rating';
import {
  rateConversation,
  readConversationRating,
} from '@parley/conversations/application/conversation-rating';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { RATING_MESSAGES } from '@parley/messages/widget-rating';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerDeps } from '../platform/deps';
import { createRateLimiter } from '../platform/rate-limit';
import { ZAgentId, ZRegionQuery, ZVisitorId } from './public-ids';

const ZRatingBody = z.object({
  userId: ZVisitorId,
  rating: z
    .number()
    .int(RATING_MESSAGES.outOfRange)
    .min(1, RATING_MESSAGES.outOfRange)
    .max(5, RATING_MESSAGES.outOfRange),
  /** R-WRT-6 sends these too; the server keeps its own time. */
  timestamp: z.number().optional(),
  convo_id: z.string().max(128).optional(),
});

async function ratedAgent(deps: ServerDeps, agentId: string, region?: Region): Promise<RatedAgent> {
  const located = await locateAgent(deps.ctx, agentId, region);
  if (!located) throw new AppError('NOT_FOUND', AGENT_MESSAGES.notFound);
  return {
    id: located.row.id,
    region: located.region,
    disableRating: located.row.doc.disableRating === true,
  };
}

export function ratingRoutes(server: FastifyInstance, deps: ServerDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat'];
  const limiter = createRateLimiter({ limit: 30, windowMs: 60_000 });

  app.post(
    '/api/agents/:agentId/analytics/rating',
    {
      schema: {
        tags,
        summary: 'Rate the conversation once (1–5 stars)',
        params: z.object({ agentId: ZAgentId }),
        querystring: ZRegionQuery,
        body: ZRatingBody,
        response: { 200: z.object({ rating: z.number() }) },
      },
    },
    async (request) => {
      if (!limiter.take(`${request.ip}|${request.params.agentId}`))
        throw new AppError('TOO_MANY_REQUESTS', RATING_MESSAGES.tooMany);
      const agent = await ratedAgent(deps, request.params.agentId, request.query.region);
      return rateConversation(deps.ctx, { agent, userId: request.body.userId, rating: request.body.rating });
    },
  );

  app.get(
    '/api/agents/:agentId/analytics/rating',
    {
      schema: {
        tags,
        summary: "The conversation's saved rating, null when not rated",
        params: z.object({ agentId: ZAgentId }),
        querystring: ZRegionQuery.extend({ userId: ZVisitorId }),
        response: { 200: z.object({ rating: z.number().nullable() }) },
      },
    },
    async (request, reply) => {
      const agent = await ratedAgent(deps, request.params.agentId, request.query.region);
      reply.header('cache-control', 'no-store');
      return readConversationRating(deps.ctx, { agent, userId: request.query.userId });
    },
  );
}
