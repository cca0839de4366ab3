// Visitor uploads from the widget (R-WUP-1..3, R-WUP-6, R-CRD-3): public like the chat, for an existing,
// enabled agent and a well-formed visitor id, rate-limited; and the files themselves at /api/files/{id}.
import { AppError } from '@parley/kernel/errors';
import { WIDGET_FILE_MESSAGES } from '@parley/messages/widget-files';
import { readWidgetFile } from '@parley/widget-files/application/read-widget-file';
import { uploadWidgetFile } from '@parley/widget-files/application/upload-widget-file';
import {
  isInlineType,
  maxBytesOf,
  UPLOAD_RULES,
  WIDGET_FILE_COMPONENTS,
} from '@parley/widget-files/domain/upload-rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerDeps } from '../platform/deps';
import { createFileStores } from '../platform/file-stores';
import { createRateLimiter } from '../platform/rate-limit';
import { ZAgentId, ZRegionQuery, ZVisitorId } from './public-ids';

const ZStoredWidgetFile = z.object({
  id: z.string(),
  url: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeKB: z.number(),
});

export function widgetFileRoutes(server: FastifyInstance, deps: ServerDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat'];
  const stores = createFileStores(deps.env);
  const limiter = createRateLimiter({ limit: deps.env.WIDGET_UPLOADS_PER_MINUTE, windowMs: 60_000 });

  app.post(
    '/api/agents/:agentId/files/:userId',
    {
      schema: {
        tags,
        summary: 'Upload a visitor file (chat 30 MB, form 5 MB, form file field 10 MB)',
        consumes: ['multipart/form-data'],
        params: z.object({ agentId: ZAgentId, userId: ZVisitorId }),
        querystring: ZRegionQuery.extend({ component: z.enum(WIDGET_FILE_COMPONENTS).default('chat') }),
        response: { 200: ZStoredWidgetFile },
      },
    },
    async (request) => {
      const { agentId, userId } = request.params;
      const { component, region } = request.query;
      if (!limiter.take(`${request.ip}|${agentId}`))
        throw new AppError('TOO_MANY_REQUESTS', WIDGET_FILE_MESSAGES.tooMany);
      if (!request.isMultipart()) throw new AppError('BAD_REQUEST', WIDGET_FILE_MESSAGES.multipart);
      const maxBytes = maxBytesOf(component);
      // One byte past the limit is enough to know the file is too large.
      const part = await request.file({ limits: { fileSize: maxBytes + 1, files: 1 } });
      if (!part) throw new AppError('BAD_REQUEST', WIDGET_FILE_MESSAGES.empty);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('BAD_REQUEST', WIDGET_FILE_MESSAGES.maxSize(UPLOAD_RULES[component].maxMB));
        throw err;
      }
      return uploadWidgetFile(
        deps.ctx,
        { stores, publicUrl: deps.publicUrl },
        {
          agentId,
          userId,
          component,
          region,
          fileName: part.filename,
          bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        },
      );
    },
  );

  app.get(
    '/api/files/:id',
    { schema: { tags, params: z.object({ id: z.string().max(64) }) } },
    async (request, reply) => {
      const { row, body } = await readWidgetFile(deps.ctx, stores, request.params.id);
      const inline = isInlineType(row.contentType);
      return reply
        .header(
          'content-type',
          row.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : row.contentType,
        )
        .header('content-length', row.sizeBytes)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header(
          'content-disposition',
          `${inline ? 'inline' : 'attachment'}; filename="${row.fileName.replace(/"/g, '')}"`,
        )
        .send(body);
    },
  );
}
