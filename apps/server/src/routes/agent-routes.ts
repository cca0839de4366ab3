// POST/GET /api/v2/agents/{agentId} with the bearer workspace secret or agent key (R-AGC-14, R-VER-14).

import { getAgent } from '@parley/agents/application/read-agents';
import { upsertAgent } from '@parley/agents/application/upsert-agent';
import { ZAgentDoc } from '@parley/contract/agents';
import { ZRegion } from '@parley/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerDeps } from '../platform/deps';
import { requirePrincipal } from '../platform/principal';

const ZParams = z.object({ agentId: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'Invalid agent id') });
const ZQuery = z.object({ region: ZRegion.optional() });
const ZAgentAnswer = z.object({
  success: z.boolean(),
  created: z.boolean().optional(),
  region: ZRegion,
  data: z.record(z.string(), z.unknown()),
});

export function agentRoutes(server: FastifyInstance, deps: ServerDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const tags = ['agents'];
  const security = [{ bearer: [] }];

  app.post(
    '/api/v2/agents/:agentId',
    {
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        security,
        params: ZParams,
        querystring: ZQuery,
        body: ZAgentDoc,
        response: { 200: ZAgentAnswer },
      },
    },
    async (request) => {
      const principal = await requirePrincipal(deps.ctx, request);
      const result = await upsertAgent(deps.ctx, principal, {
        agentId: request.params.agentId,
        body: request.body,
        region: request.query.region,
      });
      request.log.info(
        { event: result.created ? 'newAgent' : 'agentSaved', agentId: request.params.agentId },
        'agent written',
      );
      return { success: true, created: result.created, region: result.region, data: result.agent };
    },
  );

  app.get(
    '/api/v2/agents/:agentId',
    { schema: { tags, security, params: ZParams, querystring: ZQuery, response: { 200: ZAgentAnswer } } },
    async (request) => {
      const principal = await requirePrincipal(deps.ctx, request);
      const { agent, region } = await getAgent(
        deps.ctx,
        principal,
        request.params.agentId,
        request.query.region,
      );
      return { success: true, region, data: agent };
    },
  );
}
