// Who a signed-in client user is. Deliberately not part of the workspace `Principal` union, so no
// workspace procedure can accept a client by mistake.
import type { Region } from '@parley/kernel/regions';

export interface ClientPrincipal {
  kind: 'client';
  clientId: string;
  orgId: string;
  /** The agency workspace that owns the organisation (the org's ownerID). */
  agencyUid: string;
  region: Region;
  email: string;
  name: string;
  canAccess: string[];
  clientTabOrder: string[];
  /** The client's own agents. */
  widgetIDs: string[];
  isOrgAdmin: boolean;
  allowCreateAgents: boolean;
  /** The organisation's layout. */
  dashboardLayout: string;
}

/** The client's cookie, separate from the workspace `token` cookie. */
export const CLIENT_SESSION_COOKIE = 'client_token';
