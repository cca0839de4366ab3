// GET /api/fb?doc_id=clients/{id} (R-CLA-20): the client document's name, for those allowed to know it.

import { AppError } from '@parley/kernel/errors';
import { AUTH_MESSAGES } from '@parley/messages/auth';
import { readClientName } from '@parley/organisations/application/read-client-name';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerDeps } from '../platform/deps';
import { clientPrincipalOf, principalOf } from '../platform/principal';

export function clientDocRoutes(server: FastifyInstance, deps: ServerDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/fb',
    {
      schema: {
        tags: ['organisations'],
        querystring: z.object({
          doc_id: z
            .string()
            .regex(/^clients\/[A-Za-z0-9]{1,64}$/, 'Only clients/{id} documents can be read.'),
        }),
        response: { 200: z.object({ name: z.string() }) },
      },
    },
    async (request) => {
      const [principal, client] = await Promise.all([
        principalOf(deps.ctx, request),
        clientPrincipalOf(deps.ctx, request),
      ]);
      if (!principal && !client) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.notSignedIn);
      return readClientName(deps.ctx, { principal, client }, request.query.doc_id.slice('clients/'.length));
    },
  );
}
