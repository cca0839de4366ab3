// Dashboard procedures on agents: list, load with the cross-region rule (R-APS-15), create from a template.
import { convertAgentTemplateToAgent } from '@parley/agents/application/create-from-template';
import { getAgent, listAgents } from '@parley/agents/application/read-agents';
import { ZAgentNode, ZAgentTemplateId } from '@parley/contract/agents';
import { ZRegion } from '@parley/contract/auth';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { saveFlow } from '@parley/runtime/application/save-flow';
import { z } from 'zod';
import { router, sessionProcedure } from './trpc';

const ZAgentId = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/);

export const agentsRouter = router({
  list: sessionProcedure
    .input(z.object({ region: ZRegion }))
    .query(({ ctx, input }) => listAgents(ctx.deps.ctx, ctx.principal.workspaceUid, input.region)),

  get: sessionProcedure
    .input(z.object({ region: ZRegion, agentId: ZAgentId }))
    .query(async ({ ctx, input }) => {
      const found = await getAgent(ctx.deps.ctx, ctx.principal, input.agentId, input.region);
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

  saveNodes: sessionProcedure
    .input(
      z.object({
        region: ZRegion,
        agentId: ZAgentId,
        nodes: z.array(ZAgentNode).max(500),
        enableNodes: z.boolean().optional(),
      }),
    )
    .mutation(({ ctx, input }) => saveFlow(ctx.deps.ctx, ctx.principal, input)),
});
