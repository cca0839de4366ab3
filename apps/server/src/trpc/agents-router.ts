// Dashboard procedures on agents: list, load with the cross-region rule (R-APS-15), create from a template,
// and the draft the editors work on until Publish (R-VER-12..14).
import { DESIGN_SECTIONS } from '@parley/agents/application/agent-access';
import { convertAgentTemplateToAgent } from '@parley/agents/application/create-from-template';
import { diffDraft } from '@parley/agents/application/diff-draft';
import { discardDraft } from '@parley/agents/application/discard-draft';
import { publishAgent } from '@parley/agents/application/publish-agent';
import { getAgent, listAgents } from '@parley/agents/application/read-agents';
import { getDraftState } from '@parley/agents/application/read-draft';
import { saveDraft } from '@parley/agents/application/save-draft';
import { ZAgentDoc, ZAgentNode, ZAgentTemplateId } from '@parley/contract/agents';
import { ZRegion } from '@parley/contract/auth';
import { AppError } from '@parley/kernel/errors';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { saveFlow } from '@parley/runtime/application/save-flow';
import { z } from 'zod';
import { actorFor, agentProcedure } from './agent-actor';
import { router, sessionProcedure } from './trpc';

const ZAgentId = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/);
const ZAgentKey = z.object({ region: ZRegion, agentId: ZAgentId });
const ZSaveDraftInput = ZAgentKey.extend({ patch: ZAgentDoc });

/** ZAgentDoc at the boundary, refusing in the spec's own words (R-VER-16) rather than with a list of zod issues. */
function parseSaveDraftInput(raw: unknown): z.infer<typeof ZSaveDraftInput> {
  const parsed = ZSaveDraftInput.safeParse(raw);
  if (!parsed.success) {
    throw new AppError('BAD_REQUEST', parsed.error.issues.map((issue) => issue.message).join(' '));
  }
  return parsed.data;
}

export const agentsRouter = router({
  list: sessionProcedure
    .input(z.object({ region: ZRegion }))
    .query(({ ctx, input }) => listAgents(ctx.deps.ctx, ctx.principal.workspaceUid, input.region)),

  get: agentProcedure
    .input(z.object({ region: ZRegion, agentId: ZAgentId }))
    .query(async ({ ctx, input }) => {
      const found = await getAgent(
        ctx.deps.ctx,
        await actorFor(ctx, input, 'any'),
        input.agentId,
        input.region,
        'any',
      );
      if (found.region !== input.region) return { status: 'moved' as const, region: found.region };
      return { status: 'found' as const, region: found.region, agent: found.agent };
    }),

  convertAgentTemplateToAgent: sessionProcedure
    .input(
      z.object({
        region: ZRegion,
        agentName: z.string().trim().min(1, AGENT_MESSAGES.nameRequired).max(200),
        agentTemplate: ZAgentTemplateId,
      }),
    )
    .mutation(({ ctx, input }) => convertAgentTemplateToAgent(ctx.deps.ctx, ctx.principal, input)),

  saveNodes: agentProcedure
    .input(
      z.object({
        region: ZRegion,
        agentId: ZAgentId,
        nodes: z.array(ZAgentNode).max(500),
        enableNodes: z.boolean().optional(),
      }),
    )
    .mutation(async ({ ctx, input }) =>
      saveFlow(ctx.deps.ctx, await actorFor(ctx, input, ['nodes', 'prompt']), input),
    ),

  getDraft: agentProcedure
    .input(ZAgentKey)
    .query(async ({ ctx, input }) =>
      getDraftState(ctx.deps.ctx, await actorFor(ctx, input, DESIGN_SECTIONS), input),
    ),

  saveDraft: agentProcedure
    .input(parseSaveDraftInput)
    .mutation(async ({ ctx, input }) =>
      saveDraft(ctx.deps.ctx, await actorFor(ctx, input, DESIGN_SECTIONS), input),
    ),

  discardDraft: agentProcedure
    .input(ZAgentKey)
    .mutation(async ({ ctx, input }) =>
      discardDraft(ctx.deps.ctx, await actorFor(ctx, input, DESIGN_SECTIONS), input),
    ),

  publish: agentProcedure
    .input(ZAgentKey)
    .mutation(async ({ ctx, input }) =>
      publishAgent(ctx.deps.ctx, await actorFor(ctx, input, DESIGN_SECTIONS), input),
    ),

  diffDraft: agentProcedure
    .input(ZAgentKey)
    .query(async ({ ctx, input }) =>
      diffDraft(ctx.deps.ctx, await actorFor(ctx, input, DESIGN_SECTIONS), input),
    ),
});
