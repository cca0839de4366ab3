// Public credit calls (R-CRD-2), authorised by the workspace's own bearer secret.
import { ZConsumeCreditsRequest, ZConsumeCreditsResponse } from '@parley/contract/credits';
import { consumeCredits } from '@parley/runtime/credits/consume-credits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerDeps } from '../platform/deps';
import { requirePrincipal } from '../platform/principal';

export function creditRoutes(server: FastifyInstance, deps: ServerDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/public/users/:userId/consume-credits',
    {
      schema: {
        tags: ['credits'],
        security: [{ bearer: [] }],
        params: z.object({ userId: z.string().min(1).max(128) }),
        body: ZConsumeCreditsRequest,
        response: { 200: ZConsumeCreditsResponse },
      },
    },
    async (request) =>
      consumeCredits(
        deps.ctx,
        await requirePrincipal(deps.ctx, request),
        request.params.userId,
        request.body,
      ),
  );
}
