// POST /api/uploads (signed-in workspace users and client users) and GET /api/uploads/{region}/{id}.
// Files are type-sniffed and size-checked by the uploads package; served with nosniff and a sandbox CSP.
import { ZRegion } from '@parley/contract/auth';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import { readUpload, storeUpload } from '@parley/uploads/application/store-upload';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@parley/uploads/domain/upload-kinds';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerDeps } from '../platform/deps';
import { clientPrincipalOf, principalOf } from '../platform/principal';

const ZStoredUpload = z.object({
  id: z.string(),
  url: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeKB: z.number(),
});

/** The uploader and the region its files are kept in: a workspace user, else a client user. */
async function uploaderOf(
  deps: ServerDeps,
  request: FastifyRequest,
): Promise<{ owner: string; region: Region }> {
  const principal = await principalOf(deps.ctx, request);
  if (principal?.kind === 'session')
    return { owner: `account:${principal.accountId}`, region: principal.region };
  if (principal?.kind === 'workspace-secret')
    return { owner: `workspace:${principal.workspaceUid}`, region: principal.region };
  const client = await clientPrincipalOf(deps.ctx, request);
  if (client) return { owner: `client:${client.clientId}`, region: client.region };
  throw new AppError('UNAUTHORIZED', 'Please sign in to upload files.');
}

export function uploadRoutes(server: FastifyInstance, deps: ServerDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const tags = ['uploads'];

  app.post(
    '/api/uploads',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: z.object({ purpose: z.enum(['image', 'attachment']).default('image') }),
        response: { 200: ZStoredUpload },
      },
    },
    async (request) => {
      const uploader = await uploaderOf(deps, request);
      if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 'Send the file as multipart/form-data.');
      const { purpose } = request.query;
      const maxBytes = UPLOAD_LIMITS[purpose].maxBytes;
      const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
      if (!part) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.empty);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.tooLarge(maxBytes));
        throw err;
      }
      return storeUpload(deps.ctx, {
        ...uploader,
        purpose,
        fileName: part.filename,
        bytes: new Uint8Array(bytes),
        publicUrl: deps.publicUrl,
      });
    },
  );

  app.get(
    '/api/uploads/:region/:id',
    { schema: { tags, params: z.object({ region: ZRegion, id: z.string().max(64) }) } },
    async (request, reply) => {
      const row = await readUpload(deps.ctx, request.params.region, request.params.id);
      const inline = row.contentType.startsWith('image/');
      return reply
        .header(
          'content-type',
          row.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : row.contentType,
        )
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header(
          'content-disposition',
          `${inline ? 'inline' : 'attachment'}; filename="${row.fileName.replace(/"/g, '')}"`,
        )
        .send(row.data);
    },
  );
}
