// An organisation's credit transfer history for its owner, newest first.
import type { TCreditTransfer } from '@parley/contract/org-credits';
import type { DataContext } from '@parley/db/context';
import type { Principal } from '@parley/workspaces/domain/principal';
import { listCreditTransfersOfOrg } from '../infrastructure/transfer-credits-repo';
import { type OrgRef, requireOwnedOrg } from './require-owned-org';

export const MAX_CREDIT_TRANSFERS_LISTED = 100;

export async function listCreditTransfers(
  ctx: DataContext,
  principal: Principal,
  ref: OrgRef,
): Promise<TCreditTransfer[]> {
  const { region, org } = await requireOwnedOrg(ctx, principal, ref);
  return listCreditTransfersOfOrg(ctx.dbs[region].db, org.id, MAX_CREDIT_TRANSFERS_LISTED);
}
