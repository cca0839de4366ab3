// REST mirror of the Tools tab: /api/v2/agents/{agentId}/tools with the bearer workspace secret or agent key.
import { ZRegion } from '@parley/contract/auth';
import { createTool, deleteTool, listTools, updateTool } from '@parley/tools/application/manage-tools';
import { ZToolInput } from '@parley/tools/domain/tool';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerDeps } from '../platform/deps';
import { requirePrincipal } from '../platform/principal';

const ZParams = z.object({ agentId: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'Invalid agent id') });
const ZToolParams = ZParams.extend({ toolId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid tool id') });
const ZQuery = z.object({ region: ZRegion.optional() });

export function toolRoutes(server: FastifyInstance, deps: ServerDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const tags = ['tools'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/v2/agents/:agentId/tools',
    { schema: { tags, security, params: ZParams, querystring: ZQuery } },
    async (request) => {
      const principal = await requirePrincipal(deps.ctx, request);
      const data = await listTools(deps.ctx, principal, { ...request.params, region: request.query.region });
      return { success: true, data };
    },
  );

  app.post(
    '/api/v2/agents/:agentId/tools',
    { schema: { tags, security, params: ZParams, querystring: ZQuery, body: ZToolInput } },
    async (request) => {
      const principal = await requirePrincipal(deps.ctx, request);
      const key = { ...request.params, region: request.query.region };
      return { success: true, data: await createTool(deps.ctx, principal, key, request.body) };
    },
  );

  app.post(
    '/api/v2/agents/:agentId/tools/:toolId',
    { schema: { tags, security, params: ZToolParams, querystring: ZQuery, body: ZToolInput } },
    async (request) => {
      const principal = await requirePrincipal(deps.ctx, request);
      const key = { ...request.params, region: request.query.region };
      return { success: true, data: await updateTool(deps.ctx, principal, key, request.body) };
    },
  );

  app.delete(
    '/api/v2/agents/:agentId/tools/:toolId',
    { schema: { tags, security, params: ZToolParams, querystring: ZQuery } },
    async (request) => {
      const principal = await requirePrincipal(deps.ctx, request);
      const key = { ...request.params, region: request.query.region };
      return { success: true, data: await deleteTool(deps.ctx, principal, key) };
    },
  );
}
