// Who may read or write an agent (R-APS-4, R-WKS-15): its owner workspace, its own API key, or a
// client user of the owning agency who has the agent and the section the call belongs to.

import { AGENT_MESSAGES } from '@parley/messages/agents';
import { type ClientPrincipal, clientHasSection } from '@parley/workspaces/domain/client-principal';
import type { Principal } from '@parley/workspaces/domain/principal';

/** Anyone an agent procedure may act for. */
export type AgentActor = Principal | ClientPrincipal;

/**
 * The dashboard sections a call serves, by the client access-list names (R-APS-5): a client needs one
 * of them. `'any'` serves every client who has the agent (loading the page, tab-click analytics).
 * Without it, clients are refused: a call must opt in to serve clients.
 */
export type AgentSections = ReadonlyArray<string> | 'any';

/** The Design and Settings tabs edit the agent's draft, publish it and manage its versions. */
export const DESIGN_SECTIONS: AgentSections = ['overview', 'settings'];

/** Refusal of a write to someone else's agent. */
export const NO_ACCESS_MESSAGE = AGENT_MESSAGES.noAccess;

export function canManageAgent(
  actor: AgentActor,
  agent: { id: string; ownerID: string },
  sections?: AgentSections,
): boolean {
  if (actor.kind === 'agent-secret') return actor.agentId === agent.id;
  if (actor.kind === 'client') {
    if (!sections || actor.blocked) return false;
    if (actor.agencyUid !== agent.ownerID || !actor.widgetIDs.includes(agent.id)) return false;
    return sections === 'any' || sections.some((s) => clientHasSection(actor, s));
  }
  return actor.workspaceUid === agent.ownerID;
}

/** Who did it, as stored in updated_by / created_by columns: the account, else the workspace or agent key. */
export function actorOf(actor: AgentActor): string {
  if (actor.kind === 'session') return actor.accountId;
  if (actor.kind === 'workspace-secret') return actor.workspaceUid;
  if (actor.kind === 'client')
    return actor.isAdmin ? `agency-admin:${actor.agencyUid}` : `client:${actor.clientId}`;
  return `agent:${actor.agentId}`;
}
