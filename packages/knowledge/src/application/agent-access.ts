// Knowledge belongs to an agent: its owner (or its own key), or a client with the agent and the Knowledge
// section (R-APS-5), reads it (404 otherwise) or writes it (403).
import { type AgentActor, canManageAgent } from '@parley/agents/application/agent-access';
import { locateAgent } from '@parley/agents/application/locate-agent';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { resolveMaxChunkSize } from '../domain/chunking';

export interface KnowledgeAgent {
  region: Region;
  agentId: string;
  workspaceId: string;
  agencyId: string | null;
  maxChunkSize: number;
}

/** The client access-list section of the Knowledge tab. */
const KB_SECTIONS = ['kb'];

export const maxChunkSizeOf = (doc: Record<string, unknown>): unknown =>
  (doc.vgOptions as { maxChunkSize?: unknown } | undefined)?.maxChunkSize;

export async function requireAgentAccess(
  ctx: DataContext,
  principal: AgentActor,
  agentId: string,
  mode: 'read' | 'write',
  region?: Region,
): Promise<KnowledgeAgent> {
  const located = await locateAgent(ctx, agentId, region);
  if (!located) throw new AppError('NOT_FOUND', AGENT_MESSAGES.notFound);
  if (!canManageAgent(principal, { id: located.row.id, ownerID: located.row.ownerID }, KB_SECTIONS)) {
    if (mode === 'read') throw new AppError('NOT_FOUND', AGENT_MESSAGES.notFound);
    throw new AppError('FORBIDDEN', 'You do not have access to this agent.');
  }
  const doc = located.row.doc as Record<string, unknown>;
  const agencyId = typeof doc.agencyID === 'string' ? doc.agencyID : null;
  return {
    region: located.region,
    agentId,
    workspaceId: located.row.ownerID,
    agencyId,
    // Reading still works with a bad setting; writing refuses it (R-VER-16).
    maxChunkSize: mode === 'write' ? resolveMaxChunkSize(maxChunkSizeOf(doc)) : 0,
  };
}
