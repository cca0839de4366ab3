// What the dashboard gets about a signed-in client: public fields only, never the password hash.
import type { TClientUser } from '@parley/contract/organisations';
import type { Region } from '@parley/kernel/regions';
import { type ClientAccessBlock, clientAccessBlock } from '../domain/client-access-block';
import type { ClientPrincipal } from '../domain/client-principal';
import type { ClientRow } from '../infrastructure/client-repo';
import type { OrgRow } from '../infrastructure/org-repo';
import { toClientUser } from './org-document';

export interface ClientSessionView {
  client: TClientUser;
  region: Region;
  blocked: ClientAccessBlock | null;
}

export const toClientSessionView = (client: ClientRow, org: OrgRow, region: Region): ClientSessionView => ({
  client: toClientUser(client),
  region,
  blocked: clientAccessBlock(org.doc, client.widgetIDs),
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
  dashboardLayout: org.dashboardLayout,
});
