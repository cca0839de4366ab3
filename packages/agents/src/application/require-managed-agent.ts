// The agent a version or analytics procedure acts on: found in either region, managed by the caller.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { type AgentRow, lockAgentRow, type Tx } from '../infrastructure/agent-repo';
import { type AgentActor, type AgentSections, canManageAgent, NO_ACCESS_MESSAGE } from './agent-access';
import { type LocatedAgent, locateAgent } from './locate-agent';

export interface AgentRef {
  agentId: string;
  /** Where to look first; the agent is found in the other region too. */
  region?: Region;
}

/** Missing → NOT_FOUND; someone else's → FORBIDDEN (nothing is written in either case). */
export async function requireManagedAgent(
  ctx: DataContext,
  principal: AgentActor,
  ref: AgentRef,
  sections?: AgentSections,
): Promise<LocatedAgent> {
  const located = await locateAgent(ctx, ref.agentId, ref.region);
  if (!located) throw new AppError('NOT_FOUND', AGENT_MESSAGES.notFound);
  if (!canManageAgent(principal, { id: located.row.id, ownerID: located.row.ownerID }, sections)) {
    throw new AppError('FORBIDDEN', NO_ACCESS_MESSAGE);
  }
  return located;
}

/**
 * Runs `work` in one transaction of the agent's region with the agent row locked, so versions
 * written at the same time queue up instead of overwriting each other. Any error rolls it all back.
 */
export async function inAgentTransaction<T>(
  ctx: DataContext,
  principal: AgentActor,
  ref: AgentRef,
  /** Client sections the call serves (see canManageAgent); undefined = workspace callers only. */
  sections: AgentSections | undefined,
  work: (tx: Tx, row: AgentRow) => Promise<T>,
): Promise<T> {
  const located = await requireManagedAgent(ctx, principal, ref, sections);
  return ctx.dbs[located.region].db.transaction(async (tx) => {
    const row = await lockAgentRow(tx, located.row.id);
    if (!row) throw new AppError('NOT_FOUND', AGENT_MESSAGES.notFound);
    return work(tx, row);
  });
}
