// Knowledge base REST calls: the spec's seeding calls (R-KB-1) and the documents API (R-WSP-13, R-KB-2, R-KB-3).
import { ZRegion } from '@parley/contract/auth';
import { createTextSource, createUrlSources } from '@parley/knowledge/application/create-source';
import { addPoints, ensureCollection } from '@parley/knowledge/application/ensure-collection';
import { previewKnowledge } from '@parley/knowledge/application/preview-knowledge';
import {
  deleteKbDocument,
  getKbDocument,
  listKbDocuments,
} from '@parley/knowledge/application/read-documents';
import { REFRESH_RATES } from '@parley/knowledge/domain/refresh-schedule';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerDeps } from '../platform/deps';
import { knowledgeOf } from '../platform/knowledge';
import { requireAgentActor } from '../platform/principal';
import { uploadFiles } from './knowledge-upload';

const ZAgentId = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'Invalid agent id');
const ZParams = z.object({ agentId: ZAgentId });
const ZDocParams = ZParams.extend({ docId: z.string().min(1).max(64) });
const ZQuery = z.object({ region: ZRegion.optional(), search: z.string().max(200).optional() });
const ZAnswer = z.object({ success: z.boolean(), data: z.unknown().optional() });
const ZPointsBody = z
  .object({
    text: z.string().max(1_000_000).optional(),
    name: z.string().max(300).optional(),
    points: z
      .array(z.object({ text: z.string().max(1_000_000), name: z.string().max(300).optional() }))
      .max(100)
      .optional(),
  })
  .refine((b) => b.text !== undefined || (b.points?.length ?? 0) > 0, 'Send {text} or {points:[{text}]}');
const ZCreateBody = z.union([
  z.object({
    text: z.string().min(1).max(1_000_000),
    name: z.string().max(300).optional(),
    description: z.string().max(1000).optional(),
  }),
  z.object({
    urls: z.array(z.string().max(2000)).min(1).max(50),
    crawl: z.boolean().optional(),
    refreshRate: z.enum(REFRESH_RATES).optional(),
  }),
]);

export function knowledgeRoutes(server: FastifyInstance, deps: ServerDeps) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const kb = knowledgeOf(deps);
  const tags = ['knowledge'];
  const security = [{ bearer: [] }];
  // A client with the agent and the Knowledge section (R-APS-5) may use these calls from the dashboard.
  const target = async (
    request: Parameters<typeof requireAgentActor>[1],
    agentId: string,
    region?: 'eu' | 'na',
  ) => ({
    principal: await requireAgentActor(deps.ctx, request, { agentId, region }, ['kb']),
    agentId,
    region,
  });

  app.put(
    '/api/qdrant/collections/:agentId',
    {
      schema: {
        tags,
        security,
        params: ZParams,
        querystring: ZQuery,
        body: z.object({ name: z.string().max(300).optional() }).optional(),
        response: { 200: ZAnswer },
      },
    },
    async (request) => {
      await ensureCollection(kb, await target(request, request.params.agentId, request.query.region));
      return { success: true };
    },
  );

  app.post(
    '/api/qdrant/collections/:agentId/points',
    {
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags,
        security,
        params: ZParams,
        querystring: ZQuery,
        body: ZPointsBody,
        response: { 200: ZAnswer },
      },
    },
    async (request) => {
      const b = request.body;
      const points = b.points ?? [{ text: b.text ?? '', name: b.name }];
      const ids = await addPoints(
        kb,
        await target(request, request.params.agentId, request.query.region),
        points,
      );
      return { success: true, data: { ids } };
    },
  );

  app.get(
    '/api/v2/agents/:agentId/kb',
    { schema: { tags, security, params: ZParams, querystring: ZQuery, response: { 200: ZAnswer } } },
    async (request) => {
      const t = await target(request, request.params.agentId, request.query.region);
      return { success: true, data: await listKbDocuments(deps.ctx, t, request.query.search) };
    },
  );

  app.post(
    '/api/v2/agents/:agentId/kb',
    {
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags,
        security,
        params: ZParams,
        querystring: ZQuery,
        body: ZCreateBody,
        response: { 200: ZAnswer },
      },
    },
    async (request) => {
      const t = await target(request, request.params.agentId, request.query.region);
      const b = request.body;
      if ('text' in b) {
        const { id } = await createTextSource(kb, t, {
          name: b.name,
          content: b.text,
          description: b.description,
        });
        return { success: true, data: { ids: [id] } };
      }
      const { ids } = await createUrlSources(kb, t, b);
      return { success: true, data: { ids } };
    },
  );

  app.post(
    '/api/v2/agents/:agentId/kb/files',
    { schema: { tags, security, params: ZParams, querystring: ZQuery, response: { 200: ZAnswer } } },
    async (request) => {
      const t = await target(request, request.params.agentId, request.query.region);
      return { success: true, data: { ids: await uploadFiles(kb, t, request) } };
    },
  );

  app.post(
    '/api/v2/agents/:agentId/kb/preview',
    {
      schema: {
        tags,
        security,
        params: ZParams,
        querystring: ZQuery,
        body: z.object({
          query: z.string().min(1).max(2000),
          limit: z.number().int().min(1).max(20).optional(),
        }),
        response: { 200: ZAnswer },
      },
    },
    async (request) => {
      const t = await target(request, request.params.agentId, request.query.region);
      return { success: true, data: await previewKnowledge(kb, t, request.body.query, request.body.limit) };
    },
  );

  app.get(
    '/api/v2/agents/:agentId/kb/:docId',
    {
      schema: {
        tags,
        security,
        params: ZDocParams,
        querystring: ZQuery,
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (request) => {
      const t = await target(request, request.params.agentId, request.query.region);
      return getKbDocument(deps.ctx, t, request.params.docId);
    },
  );

  app.delete(
    '/api/v2/agents/:agentId/kb/:docId',
    { schema: { tags, security, params: ZDocParams, querystring: ZQuery, response: { 200: ZAnswer } } },
    async (request) => {
      const t = await target(request, request.params.agentId, request.query.region);
      await deleteKbDocument(deps.ctx, t, request.params.docId);
      return { success: true };
    },
  );
}
