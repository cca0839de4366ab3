// Dashboard procedures of the Knowledge tab; only the agent's owner reads or writes (files go through REST multipart).
import { ZRegion } from '@parley/contract/auth';
import { createTextSource, createUrlSources } from '@parley/knowledge/application/create-source';
import { previewKnowledge } from '@parley/knowledge/application/preview-knowledge';
import {
  deleteKbDocument,
  getKbDocument,
  listKbDocuments,
  setKbRefreshRate,
} from '@parley/knowledge/application/read-documents';
import { REFRESH_RATES } from '@parley/knowledge/domain/refresh-schedule';
import { z } from 'zod';
import { knowledgeOf } from '../platform/knowledge';
import { router, sessionProcedure } from './trpc';

const ZKey = z.object({ region: ZRegion, agentId: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/) });
const ZDoc = ZKey.extend({ docId: z.string().min(1).max(64) });

export const knowledgeRouter = router({
  list: sessionProcedure
    .input(ZKey.extend({ search: z.string().max(200).optional() }))
    .query(({ ctx, input }) =>
      listKbDocuments(ctx.deps.ctx, { ...input, principal: ctx.principal }, input.search),
    ),
  get: sessionProcedure
    .input(ZDoc)
    .query(({ ctx, input }) =>
      getKbDocument(ctx.deps.ctx, { ...input, principal: ctx.principal }, input.docId),
    ),
  createText: sessionProcedure
    .input(ZKey.extend({ name: z.string().max(300).optional(), content: z.string().min(1).max(1_000_000) }))
    .mutation(({ ctx, input }) =>
      createTextSource(knowledgeOf(ctx.deps), { ...input, principal: ctx.principal }, input),
    ),
  addUrls: sessionProcedure
    .input(
      ZKey.extend({
        urls: z.array(z.string().max(2000)).min(1).max(50),
        crawl: z.boolean().optional(),
        refreshRate: z.enum(REFRESH_RATES).optional(),
      }),
    )
    .mutation(({ ctx, input }) =>
      createUrlSources(knowledgeOf(ctx.deps), { ...input, principal: ctx.principal }, input),
    ),
  delete: sessionProcedure.input(ZDoc).mutation(async ({ ctx, input }) => {
    await deleteKbDocument(ctx.deps.ctx, { ...input, principal: ctx.principal }, input.docId);
    return { deleted: true };
  }),
  preview: sessionProcedure
    .input(
      ZKey.extend({ query: z.string().min(1).max(2000), limit: z.number().int().min(1).max(20).optional() }),
    )
    .query(({ ctx, input }) =>
      previewKnowledge(
        knowledgeOf(ctx.deps),
        { ...input, principal: ctx.principal },
        input.query,
        input.limit,
      ),
    ),
  setRefreshRate: sessionProcedure
    .input(ZDoc.extend({ refreshRate: z.enum(REFRESH_RATES) }))
    .mutation(({ ctx, input }) =>
      setKbRefreshRate(ctx.deps.ctx, { ...input, principal: ctx.principal }, input.docId, input.refreshRate),
    ),
});
