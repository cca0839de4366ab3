// Finds an agent its principal may manage and reads its tools with their secrets opened.
import { type AgentActor, canManageAgent } from '@parley/agents/application/agent-access';
import { locateAgent } from '@parley/agents/application/locate-agent';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { type Tool, ZToolField } from '../domain/tool';
import type { ToolRow } from '../infrastructure/tool-repo';

/** Someone else's agent reads exactly like a missing one (NOT_FOUND), before anything is written. */
export async function requireManagedAgent(
  ctx: DataContext,
  principal: AgentActor,
  agentId: string,
  region?: Region,
) {
  const located = await locateAgent(ctx, agentId, region);
  if (
    !located ||
    !canManageAgent(principal, { id: located.row.id, ownerID: located.row.ownerID }, ['tools'])
  ) {
    throw new AppError('NOT_FOUND', AGENT_MESSAGES.notFound);
  }
  return { region: located.region, ownerID: located.row.ownerID, db: ctx.dbs[located.region].db };
}

export function toTool(ctx: DataContext, row: ToolRow): Tool {
  return {
    id: row.id,
    agentId: row.agentId,
    userId: row.userId,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    // Rows are written through ZToolInput; parsing again fills defaults of fields stored by older code.
    fields: row.fields.map((field) => ZToolField.parse(field)),
    serverUrl: row.serverUrl,
    serverUrlSecret: row.serverUrlSecretSealed ? ctx.keyring.open(row.serverUrlSecretSealed) : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
