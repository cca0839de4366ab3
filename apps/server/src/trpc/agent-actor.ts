// Procedures of the agent page serve the agent's workspace and, where a tab is in their access list,
// the agency's client users (R-APS-4, R-APS-5). A browser may hold both cookies (an agency owner
// previewing the client dashboard): the workspace session is tried first, then the client.
import { type AgentActor, type AgentSections, canManageAgent } from '@parley/agents/application/agent-access';
import { locateAgent } from '@parley/agents/application/locate-agent';
import type { Region } from '@parley/kernel/regions';
import { AUTH_MESSAGES } from '@parley/messages/auth';
import { TRPCError } from '@trpc/server';
import { publicProcedure, type TrpcContext } from './trpc';

export interface AgentActorContext extends TrpcContext {
  candidates: AgentActor[];
}

export const agentProcedure = publicProcedure.use(({ ctx, next }) => {
  const candidates: AgentActor[] = [];
  if (ctx.principal?.kind === 'session') candidates.push(ctx.principal);
  if (ctx.client && !ctx.client.blocked) candidates.push(ctx.client);
  if (candidates.length === 0)
    throw new TRPCError({ code: 'UNAUTHORIZED', message: AUTH_MESSAGES.notSignedIn });
  return next({ ctx: { ...ctx, candidates } });
});

/** The first candidate the agent's rules admit for these sections; else the first (whose refusal is shown). */
export async function actorFor(
  ctx: AgentActorContext,
  ref: { agentId: string; region?: Region },
  sections: AgentSections,
): Promise<AgentActor> {
  const [first, ...others] = ctx.candidates as [AgentActor, ...AgentActor[]];
  if (others.length === 0) return first;
  const located = await locateAgent(ctx.deps.ctx, ref.agentId, ref.region);
  if (!located) return first;
  const agent = { id: located.row.id, ownerID: located.row.ownerID };
  return ctx.candidates.find((actor) => canManageAgent(actor, agent, sections)) ?? first;
}
