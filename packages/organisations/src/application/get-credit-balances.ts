// The two balances a credit transfer moves between (R-ORG-17), for the transfer dialog.
import type { TCreditBalances } from '@parley/contract/org-credits';
import type { DataContext } from '@parley/db/context';
import type { Principal } from '@parley/workspaces/domain/principal';
import { findWorkspace } from '@parley/workspaces/infrastructure/workspace-repo';
import { type OrgRef, requireOwnedOrg } from './require-owned-org';

/** Transfers run in the organisation's region, so the workspace balance is read there too. */
export async function getCreditBalances(
  ctx: DataContext,
  principal: Principal,
  ref: OrgRef,
): Promise<TCreditBalances> {
  const { region, org } = await requireOwnedOrg(ctx, principal, ref);
  const workspace = await findWorkspace(ctx.dbs[region].db, org.ownerID);
  return { workspaceBalance: workspace?.loadTokens ?? null, orgBalance: org.loadTokens };
}
