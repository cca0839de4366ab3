// R-VOC-6: POST /api/vg/{agentId}/stt, the widget's microphone (hold, speak, release) as text.

import { AppError } from '@parley/kernel/errors';
import { SPEECH_MESSAGES } from '@parley/messages/speech';
import { speechToText } from '@parley/speech/application/speech-to-text';
import { createOpenAiTranscriber } from '@parley/speech/infrastructure/openai-transcriber';
import { createPocketsphinxTranscriber } from '@parley/speech/infrastructure/pocketsphinx-transcriber';
import { requireEnabledAgent } from '@parley/widget-files/application/public-agent';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerDeps } from '../platform/deps';
import { createRateLimiter } from '../platform/rate-limit';
import { ZAgentId, ZRegionQuery } from './public-ids';

/** 10 MB of audio is about 13.4 million base64 characters. */
const MAX_BASE64 = 14_000_000;

export function speechRoutes(server: FastifyInstance, deps: ServerDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const env = deps.env;
  const transcriber = env.STT_BASE_URL
    ? createOpenAiTranscriber({ baseUrl: env.STT_BASE_URL, apiKey: env.STT_API_KEY, model: env.STT_MODEL })
    : createPocketsphinxTranscriber();
  const limiter = createRateLimiter({ limit: 30, windowMs: 60_000 });

  app.post(
    '/api/vg/:agentId/stt',
    {
      bodyLimit: MAX_BASE64 + 64 * 1024,
      schema: {
        tags: ['chat'],
        summary: 'Speech to text for the widget microphone',
        params: z.object({ agentId: ZAgentId }),
        querystring: ZRegionQuery,
        body: z.object({
          vg_id: z.string().max(64).optional(),
          base64Audio: z.string().min(1).max(MAX_BASE64, SPEECH_MESSAGES.tooLarge),
          lang: z.string().max(16).optional(),
        }),
        response: { 200: z.object({ text: z.string(), message: z.string().optional() }) },
      },
    },
    async (request) => {
      const { agentId } = request.params;
      if (request.body.vg_id !== undefined && request.body.vg_id !== agentId)
        throw new AppError('BAD_REQUEST', SPEECH_MESSAGES.agentMismatch);
      if (!limiter.take(`${request.ip}|${agentId}`))
        throw new AppError('TOO_MANY_REQUESTS', SPEECH_MESSAGES.tooMany);
      await requireEnabledAgent(deps.ctx, agentId, request.query.region);
      return speechToText(transcriber, request.body, (error) =>
        request.log.warn({ err: error, transcriber: transcriber.name, agentId }, 'speech to text failed'),
      );
    },
  );
}
