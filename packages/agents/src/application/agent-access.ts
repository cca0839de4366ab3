// Who may read or write an agent: its owner workspace, or its own API key (R-APS-4, R-WKS-15).

import { AGENT_MESSAGES } from '@parley/messages/agents';
import type { Principal } from '@parley/workspaces/domain/principal';

/** Refusal of a write to someone else's agent. */
export const NO_ACCESS_MESSAGE = AGENT_MESSAGES.noAccess;

export function canManageAgent(principal: Principal, agent: { id: string; ownerID: string }): boolean {
  if (principal.kind === 'agent-secret') return principal.agentId === agent.id;
  return principal.workspaceUid === agent.ownerID;
}

/** Who did it, as stored in updated_by / created_by columns: the account, else the workspace or agent key. */
export function actorOf(principal: Principal): string {
  if (principal.kind === 'session') return principal.accountId;
  if (principal.kind === 'workspace-secret') return principal.workspaceUid;
  return `agent:${principal.agentId}`;
}
