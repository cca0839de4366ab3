// Who a signed-in client user is. Deliberately not part of the workspace `Principal` union, so no
// workspace procedure can accept a client by mistake; procedures that serve clients say so.
import type { Region } from '@parley/kernel/regions';

export interface ClientPrincipal {
  kind: 'client';
  /** The client user's id; 'admin' for an agency owner's admin magic-link session (R-CLA-14). */
  clientId: string;
  /** The client's organisation; '' for an agency admin session (it spans every organisation). */
  orgId: string;
  /** The agency workspace that owns the organisation (the org's ownerID). */
  agencyUid: string;
  region: Region;
  email: string;
  name: string;
  /** Section paths such as '/convos' (R-APS-5). */
  canAccess: string[];
  clientTabOrder: string[];
  /** The agents the client may open (an admin session: every agent of the agency). */
  widgetIDs: string[];
  isOrgAdmin: boolean;
  allowCreateAgents: boolean;
  /** The agency owner signed in through the admin magic link (R-CLA-14). */
  isAdmin: boolean;
  /** The organisation's layout. */
  dashboardLayout: string;
  /** Set when access is disabled or there are no agents: only the session calls work (R-CLA-11). */
  blocked: boolean;
}

/** The client's cookie, separate from the workspace `token` cookie. */
export const CLIENT_SESSION_COOKIE = 'client_token';

/** Whether a client's access list grants a section ('convos', 'kb'…); '/convos' and 'convos' are the same. */
export function clientHasSection(client: Pick<ClientPrincipal, 'canAccess'>, section: string): boolean {
  const want = section.replace(/^\/+|\/+$/g, '');
  return client.canAccess.some((entry) => entry.trim().replace(/^\/+|\/+$/g, '') === want);
}
