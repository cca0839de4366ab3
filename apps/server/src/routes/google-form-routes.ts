// The GoogleForm message kind (R-WFM-1, R-WFM-2): its definition for the widget, and the server-side
// submission of the visitor's answers to the form. Public like the widget, rate-limited per address.

import { createGoogleForms } from '@parley/google-forms/application/google-forms';
import { FORM_FIELD_TYPES } from '@parley/google-forms/domain/form-definition';
import { AppError } from '@parley/kernel/errors';
import { GOOGLE_FORM_MESSAGES } from '@parley/messages/google-forms';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerDeps } from '../platform/deps';
import { createRateLimiter } from '../platform/rate-limit';

const ZFormField = z.object({
  id: z.string(),
  type: z.enum(FORM_FIELD_TYPES),
  label: z.string(),
  required: z.boolean(),
  description: z.string().optional(),
  options: z.array(z.string()).optional(),
  rows: z.array(z.object({ id: z.string(), label: z.string() })).optional(),
  lines: z.number().optional(),
  scale: z.object({ lowLabel: z.string().optional(), highLabel: z.string().optional() }).optional(),
});

const ZFormId = z.string().min(1).max(2048);
const ZAnswer = z.union([z.string().max(10_000), z.array(z.string().max(10_000)).max(100)]);

export function googleFormRoutes(server: FastifyInstance, deps: ServerDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat'];
  const forms = createGoogleForms({ origin: deps.env.GOOGLE_FORMS_ORIGIN });
  const reads = createRateLimiter({ limit: 60, windowMs: 60_000 });
  const submits = createRateLimiter({ limit: 10, windowMs: 60_000 });

  app.get(
    '/api/get-gform',
    {
      schema: {
        tags,
        summary: 'The definition of a public Google Form (title, description, fields)',
        querystring: z.object({ form_id: ZFormId }),
        response: {
          200: z.object({ title: z.string(), description: z.string(), fields: z.array(ZFormField) }),
        },
      },
    },
    async (request, reply) => {
      if (!reads.take(request.ip)) throw new AppError('TOO_MANY_REQUESTS', GOOGLE_FORM_MESSAGES.tooMany);
      const form = await forms.definition(request.query.form_id);
      reply.header('cache-control', 'public, max-age=60');
      return form;
    },
  );

  app.post(
    '/api/submit-gform',
    {
      schema: {
        tags,
        summary: "Submit a visitor's answers to a public Google Form",
        body: z.object({
          form_id: ZFormId,
          /** Answers by entry id (a grid's rows by their own entry ids). */
          answers: z.record(z.string().regex(/^\d{1,20}$/), ZAnswer),
        }),
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request) => {
      if (!submits.take(request.ip)) throw new AppError('TOO_MANY_REQUESTS', GOOGLE_FORM_MESSAGES.tooMany);
      return forms.submit(request.body.form_id, request.body.answers);
    },
  );
}
