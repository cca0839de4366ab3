// Public chat calls the widget makes (R-IAPI-1, R-WSH-15): anonymous visitors, no credentials.
import { locateAgent } from '@parley/agents/application/locate-agent';
import { ZRegion } from '@parley/contract/auth';
import { ZInteractRequest, ZInteractResponse } from '@parley/contract/chat';
import { ZWidgetConfig } from '@parley/contract/widget-config';
import { AppError } from '@parley/kernel/errors';
import { interact } from '@parley/runtime/application/interact';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerDeps } from '../platform/deps';
import { buildRuntimeOptions } from '../platform/runtime-ports';
import { toWidgetConfig } from './widget-config';

const ZAgentId = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'Invalid agent id');
/** The region the embed snippet names is looked in first; the other one is still tried. */
const ZRegionQuery = z.object({ region: ZRegion.optional() });
/** The visitor's browser languages ('de-DE,de'), and whether the frame wants the language's phrases. */
const ZWidgetConfigQuery = ZRegionQuery.extend({
  lang: z.string().max(200).optional(),
  phrases: z.enum(['0', '1']).optional(),
});
const ZUserId = z.string().regex(/^[A-Za-z0-9_.:@-]{1,128}$/, 'Invalid user id');

export function chatRoutes(server: FastifyInstance, deps: ServerDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat'];
  const runtime = buildRuntimeOptions(deps);

  app.post(
    '/api/agents/:agentId/interact/:userId',
    {
      bodyLimit: 512 * 1024,
      schema: {
        tags,
        params: z.object({ agentId: ZAgentId, userId: ZUserId }),
        body: ZInteractRequest,
        response: { 200: ZInteractResponse },
      },
    },
    async (request) =>
      interact(
        deps.ctx,
        {
          agentId: request.params.agentId,
          userId: request.params.userId,
          request: request.body,
        },
        runtime,
      ),
  );

  app.get(
    '/api/agents/:agentId/widget-config',
    {
      schema: {
        tags,
        params: z.object({ agentId: ZAgentId }),
        querystring: ZWidgetConfigQuery,
        response: { 200: ZWidgetConfig },
      },
    },
    async (request, reply) => {
      const located = await locateAgent(deps.ctx, request.params.agentId, request.query.region);
      if (!located) throw new AppError('NOT_FOUND', 'Agent not found.');
      reply.header('cache-control', 'no-cache');
      const { lang, phrases } = request.query;
      return toWidgetConfig(located.row, located.region, {
        browserLangs: lang ? lang.split(',').slice(0, 10) : [],
        withPhrases: phrases === '1',
      });
    },
  );
}
