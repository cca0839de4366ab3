// POST /api/agencies/{agencyId}/email (R-CSH-11): a client's feedback to its agency. Authorised by the
// client cookie of that agency; recipients are the agency's support address (and the operator's), never
// chosen by the caller (no open relay).

import { AppError } from '@parley/kernel/errors';
import { CLIENT_AUTH_MESSAGES } from '@parley/messages/client-auth';
import { sendFeedback } from '@parley/organisations/application/send-feedback';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerDeps } from '../platform/deps';
import { clientPrincipalOf } from '../platform/principal';

export function agencyEmailRoutes(server: FastifyInstance, deps: ServerDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/agencies/:agencyId/email',
    {
      schema: {
        tags: ['agencies'],
        params: z.object({ agencyId: z.string().min(1).max(64) }),
        body: z.object({
          subject: z.string().max(300).optional(),
          message: z.string().max(20_000),
          attachments: z
            .array(
              z.object({
                filename: z.string().max(200),
                sizeKB: z.number().min(0),
                url: z.string().max(2048),
              }),
            )
            .max(10)
            .default([]),
          bucket: z.string().max(20).optional(),
        }),
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      const client = await clientPrincipalOf(deps.ctx, request);
      if (!client) throw new AppError('UNAUTHORIZED', CLIENT_AUTH_MESSAGES.loginAgain);
      if (client.blocked) throw new AppError('FORBIDDEN', CLIENT_AUTH_MESSAGES.accessDisabled);
      return sendFeedback(deps.ctx, deps.mailer, client, {
        agencyId: request.params.agencyId,
        ...request.body,
        publicUrl: deps.publicUrl,
        developerEmail: deps.env.FEEDBACK_DEVELOPER_EMAIL,
      });
    },
  );
}
