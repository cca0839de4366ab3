// Dashboard procedures of the Knowledge tab: the agent's owner, or a client with the agent and /kb (files go
// through REST multipart).
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
import { actorFor, agentProcedure } from './agent-actor';
import { router } from './trpc';

/** The Knowledge tab's client access-list section (R-APS-5). */
const KB = ['kb'];
const ZKey = z.object({ region: ZRegion, agentId: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/) });
const ZDoc = ZKey.extend({ docId: z.string().min(1).max(64) });

export const knowledgeRouter = router({
  list: agentProcedure
    .input(ZKey.extend({ search: z.string().max(200).optional() }))
    .query(async ({ ctx, input }) =>
      listKbDocuments(ctx.deps.ctx, { ...input, principal: await actorFor(ctx, input, KB) }, input.search),
    ),
  get: agentProcedure
    .input(ZDoc)
    .query(async ({ ctx, input }) =>
      getKbDocument(ctx.deps.ctx, { ...input, principal: await actorFor(ctx, input, KB) }, input.docId),
    ),
  createText: agentProcedure
    .input(ZKey.extend({ name: z.string().max(300).optional(), content: z.string().min(1).max(1_000_000) }))
    .mutation(async ({ ctx, input }) =>
      createTextSource(knowledgeOf(ctx.deps), { ...input, principal: await actorFor(ctx, input, KB) }, input),
    ),
  addUrls: agentProcedure
    .input(
      ZKey.extend({
        urls: z.array(z.string().max(2000)).min(1).max(50),
        crawl: z.boolean().optional(),
        refreshRate: z.enum(REFRESH_RATES).optional(),
      }),
    )
    .mutation(async ({ ctx, input }) =>
      createUrlSources(knowledgeOf(ctx.deps), { ...input, principal: await actorFor(ctx, input, KB) }, input),
    ),
  delete: agentProcedure.input(ZDoc).mutation(async ({ ctx, input }) => {
    await deleteKbDocument(
      ctx.deps.ctx,
      { ...input, principal: await actorFor(ctx, input, KB) },
      input.docId,
    );
    return { deleted: true };
  }),
  preview: agentProcedure
    .input(
      ZKey.extend({ query: z.string().min(1).max(2000), limit: z.number().int().min(1).max(20).optional() }),
    )
    .query(async ({ ctx, input }) =>
      previewKnowledge(
        knowledgeOf(ctx.deps),
        { ...input, principal: await actorFor(ctx, input, KB) },
        input.query,
        input.limit,
      ),
    ),
  setRefreshRate: agentProcedure
    .input(ZDoc.extend({ refreshRate: z.enum(REFRESH_RATES) }))
    .mutation(async ({ ctx, input }) =>
      setKbRefreshRate(
        ctx.deps.ctx,
        { ...input, principal: await actorFor(ctx, input, KB) },
        input.docId,
        input.refreshRate,
      ),
    ),
});
