// What the dashboard gets about a signed-in client: public fields only, never the password hash;
// and the principal procedures act for.
import type { TPublicAgency } from '@parley/contract/agencies';
import type { TClientUser } from '@parley/contract/organisations';
import type { Region } from '@parley/kernel/regions';
import { type ClientAccessBlock, clientAccessBlock } from '../domain/client-access-block';
import type { ClientPrincipal } from '../domain/client-principal';
import type { ClientRow } from '../infrastructure/client-repo';
import type { OrgRow } from '../infrastructure/org-repo';
import { toClientUser } from './org-document';

/** R-CLA-14: the sections an agency owner's admin magic link grants. */
export const ADMIN_SECTIONS = ['/home', '/kb', '/convos', '/settings', '/analytics'] as const;

export interface ClientOrgView {
  ID: string;
  name: string;
  squarePhotoURL: string | null;
  dashboardLayout: string;
  loadTokens: number;
}

export interface ClientSessionView {
  client: TClientUser;
  region: Region;
  blocked: ClientAccessBlock | null;
  /** The agency owner through the admin magic link (R-CLA-14, R-CSH-3). */
  isAdmin: boolean;
  /** The client's organisation (null for an admin session, which spans all of them). */
  org: ClientOrgView | null;
  agency: TPublicAgency | null;
}

const orgView = (org: OrgRow): ClientOrgView => ({
  ID: org.id,
  name: org.name,
  squarePhotoURL: org.squarePhotoURL,
  dashboardLayout: org.dashboardLayout,
  loadTokens: org.loadTokens,
});

export const toClientSessionView = (
  client: ClientRow,
  org: OrgRow,
  region: Region,
  agency: TPublicAgency | null,
): ClientSessionView => ({
  client: toClientUser(client),
  region,
  blocked: clientAccessBlock(org.doc, client.widgetIDs),
  isAdmin: false,
  org: orgView(org),
  agency,
});

export const toClientPrincipal = (client: ClientRow, org: OrgRow, region: Region): ClientPrincipal => ({
  kind: 'client',
  clientId: client.id,
  orgId: org.id,
  agencyUid: org.ownerID,
  region,
  email: client.email,
  name: client.name,
  canAccess: client.canAccess,
  clientTabOrder: client.clientTabOrder,
  widgetIDs: client.widgetIDs,
  isOrgAdmin: client.isOrgAdmin,
  allowCreateAgents: client.allowCreateAgents,
  isAdmin: false,
  dashboardLayout: org.dashboardLayout,
  blocked: clientAccessBlock(org.doc, client.widgetIDs) !== null,
});

/** The agency owner's admin session: every agent of the agency, the admin sections (R-CLA-14). */
export function toAdminPrincipal(args: {
  agencyId: string;
  agencyName: string;
  region: Region;
  agentIds: string[];
}): ClientPrincipal {
  return {
    kind: 'client',
    clientId: 'admin',
    orgId: '',
    agencyUid: args.agencyId,
    region: args.region,
    email: '',
    name: `${args.agencyName} (admin)`,
    canAccess: [...ADMIN_SECTIONS],
    clientTabOrder: [],
    widgetIDs: args.agentIds,
    isOrgAdmin: true,
    allowCreateAgents: false,
    isAdmin: true,
    dashboardLayout: 'vertical',
    blocked: false,
  };
}

export function toAdminSessionView(principal: ClientPrincipal, agency: TPublicAgency): ClientSessionView {
  return {
    client: {
      ID: principal.clientId,
      orgId: '',
      name: principal.name,
      email: '',
      squarePhotoURL: agency.squarePhotoURL,
      widgetIDs: principal.widgetIDs,
      canAccess: principal.canAccess,
      clientTabOrder: [],
      status: 'online',
      isOrgAdmin: true,
      allowCreateAgents: false,
      passwordChangedAt: 0,
      ts: 0,
      lastModified: 0,
    },
    region: principal.region,
    blocked: principal.widgetIDs.length === 0 ? clientAccessBlockForAdmin() : null,
    isAdmin: true,
    org: null,
    agency,
  };
}

/** An agency with no agents yet: the admin sees the 'no agents' modal like a client would (R-CLA-12). */
function clientAccessBlockForAdmin(): ClientAccessBlock {
  return clientAccessBlock({}, []) as ClientAccessBlock;
}
