// Who may make a client an org admin (R-ORG-11): only the root admin, i.e. the agency owner.
import type { Principal } from '@parley/workspaces/domain/principal';

/** A client user acting in its organisation's dashboard (even an org admin). */
export interface ClientActor {
  kind: 'client';
  clientId: string;
  orgId: string;
  isOrgAdmin: boolean;
}

export type OrgActor = Principal | ClientActor;

/** True only for a signed-in session of the workspace that owns the organisation. */
export function canGrantOrgAdmin(actor: OrgActor, org: { ownerID: string }): boolean {
  return actor.kind === 'session' && actor.workspaceUid === org.ownerID;
}
