// Dashboard procedures on an agent's tools; only the agent's owner may see or change them (R-TOOL-*).
import { ZRegion } from '@parley/contract/auth';
import { createTool, deleteTool, listTools, updateTool } from '@parley/tools/application/manage-tools';
import { testTool } from '@parley/tools/application/test-tool';
import type { TToolInput } from '@parley/tools/domain/tool';
import { z } from 'zod';
import { actorFor, agentProcedure } from './agent-actor';
import { router, sessionProcedure } from './trpc';

/** The Tools tab's client access-list section (R-APS-5). */
const TOOLS = ['tools'];
const ZKey = z.object({ region: ZRegion, agentId: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/) });
// The use cases validate tools themselves so a refusal carries one clear message, not a list of zod issues.
const ZTool = z.custom<TToolInput>((value) => typeof value === 'object' && value !== null);
const ZToolKey = ZKey.extend({ toolId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

export const toolsRouter = router({
  list: agentProcedure
    .input(ZKey)
    .query(async ({ ctx, input }) => listTools(ctx.deps.ctx, await actorFor(ctx, input, TOOLS), input)),
  create: agentProcedure
    .input(ZKey.extend({ tool: ZTool }))
    .mutation(async ({ ctx, input }) =>
      createTool(ctx.deps.ctx, await actorFor(ctx, input, TOOLS), input, input.tool),
    ),
  update: agentProcedure
    .input(ZToolKey.extend({ tool: ZTool }))
    .mutation(async ({ ctx, input }) =>
      updateTool(ctx.deps.ctx, await actorFor(ctx, input, TOOLS), input, input.tool),
    ),
  delete: agentProcedure
    .input(ZToolKey)
    .mutation(async ({ ctx, input }) => deleteTool(ctx.deps.ctx, await actorFor(ctx, input, TOOLS), input)),
  test: sessionProcedure
    .input(ZToolKey.extend({ sampleValues: z.record(z.string(), z.unknown()).default({}) }))
    .mutation(({ ctx, input }) =>
      testTool(ctx.deps.ctx, ctx.principal, input, input.sampleValues, {
        timeoutSeconds: ctx.deps.env.TOOL_TIMEOUT_SECONDS,
      }),
    ),
});
