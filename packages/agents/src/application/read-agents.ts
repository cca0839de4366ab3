// Reading agents for their owner: one document, or the list newest-modified first (R-APS-18).
import type { TAgentSummary } from '@parley/contract/agents';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { listAgentRowsOfOwner } from '../infrastructure/agent-repo';
import { type AgentActor, type AgentSections, canManageAgent } from './agent-access';
import { toAgentDocument, toAgentSummary } from './agent-document';
import { locateAgent } from './locate-agent';

/** Someone else's agent answers exactly like a missing one: ids are not probeable. */
export async function getAgent(
  ctx: DataContext,
  principal: AgentActor,
  agentId: string,
  region?: Region,
  /** Client sections the read serves; without it only workspace callers read (see canManageAgent). */
  sections?: AgentSections,
): Promise<{ region: Region; agent: Record<string, unknown> }> {
  const located = await locateAgent(ctx, agentId, region);
  if (
    !located ||
    !canManageAgent(principal, { id: located.row.id, ownerID: located.row.ownerID }, sections)
  ) {
    throw new AppError('NOT_FOUND', AGENT_MESSAGES.notFound);
  }
  return { region: located.region, agent: toAgentDocument(ctx, located.row) };
}

export async function listAgents(
  ctx: DataContext,
  workspaceUid: string,
  region: Region,
): Promise<TAgentSummary[]> {
  return (await listAgentRowsOfOwner(ctx.dbs[region].db, workspaceUid)).map(toAgentSummary);
}
