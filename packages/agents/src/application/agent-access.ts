// Who may read or write an agent: its owner workspace, or its own API key (R-APS-4, R-WKS-15).
import type { Principal } from '@parley/workspaces/domain/principal';

export function canManageAgent(principal: Principal, agent: { id: string; ownerID: string }): boolean {
  if (principal.kind === 'agent-secret') return principal.agentId === agent.id;
  return principal.workspaceUid === agent.ownerID;
}
