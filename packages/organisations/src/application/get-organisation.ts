// One organisation with its client users (never their password hashes) and whether billing may be enabled.
import type { TOrgWithClients } from '@parley/contract/organisations';
import type { DataContext } from '@parley/db/context';
import type { Principal } from '@parley/workspaces/domain/principal';
import { listClientRowsOfOrg } from '../infrastructure/client-repo';
import { toClientUser, toOrgDocument } from './org-document';
import { workspacePaymentConnected } from './payment-connect-status';
import { type OrgRef, requireOwnedOrg } from './require-owned-org';

export async function getOrganisation(
  ctx: DataContext,
  principal: Principal,
  ref: OrgRef,
): Promise<TOrgWithClients> {
  const { region, org } = await requireOwnedOrg(ctx, principal, ref);
  const [clients, paymentConnected] = await Promise.all([
    listClientRowsOfOrg(ctx.dbs[region].db, org.id),
    workspacePaymentConnected(ctx, org.ownerID, principal.region),
  ]);
  return { org: toOrgDocument(org), clients: clients.map(toClientUser), paymentConnected };
}
