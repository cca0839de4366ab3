// The client users of one organisation, oldest first (never their password hashes).
import type { TClientUser } from '@parley/contract/organisations';
import type { DataContext } from '@parley/db/context';
import type { Principal } from '@parley/workspaces/domain/principal';
import { listClientRowsOfOrg } from '../infrastructure/client-repo';
import { toClientUser } from './org-document';
import { type OrgRef, requireOwnedOrg } from './require-owned-org';

export async function listClients(
  ctx: DataContext,
  principal: Principal,
  ref: OrgRef,
): Promise<TClientUser[]> {
  const { region, org } = await requireOwnedOrg(ctx, principal, ref);
  return (await listClientRowsOfOrg(ctx.dbs[region].db, org.id)).map(toClientUser);
}
