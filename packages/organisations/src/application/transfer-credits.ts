// Moves credits between a workspace and one of its organisations (R-ORG-17..19), all or nothing.
import type { TTransferCreditsResult, TTransferDirection } from '@parley/contract/org-credits';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import { unixSeconds } from '@parley/kernel/time';
import { ORG_MESSAGES } from '@parley/messages/organisations';
import type { Principal } from '@parley/workspaces/domain/principal';
import { validateTransferAmount } from '../domain/validate-transfer-amount';
import {
  creditOrg,
  creditWorkspace,
  debitOrgIfCovered,
  debitWorkspaceIfCovered,
  insertCreditTransfer,
  lockWorkspaceBalance,
  orgExists,
} from '../infrastructure/transfer-credits-repo';
import { requireOwnedOrg, requireOwnerSession } from './require-owned-org';

export interface TransferCreditsArgs {
  /** The organisation's region (the caller's by default); the workspace must live there too. */
  region?: Region;
  orgId: string;
  /** Validated here so that any wrong value gets R-ORG-17's message. */
  amount?: unknown;
  direction: TTransferDirection;
}

/**
 * One transaction: lock the workspace row, debit the source only if it covers the amount, credit the
 * destination, log the transfer. A short source is BAD_REQUEST (the amount is what the user got wrong)
 * and changes nothing; any other failure rolls everything back and surfaces as INTERNAL transferFailed.
 */
export async function transferCredits(
  ctx: DataContext,
  principal: Principal,
  args: TransferCreditsArgs,
): Promise<TTransferCreditsResult> {
  const session = requireOwnerSession(principal);
  const checked = validateTransferAmount(args.amount);
  if (!checked.ok) throw new AppError('BAD_REQUEST', checked.message);
  const { amount } = checked;
  const { region, org } = await requireOwnedOrg(ctx, principal, { region: args.region, orgId: args.orgId });
  const uid = session.workspaceUid;

  try {
    return await ctx.dbs[region].db.transaction(async (tx) => {
      if ((await lockWorkspaceBalance(tx, uid)) === null) {
        throw new AppError('NOT_FOUND', ORG_MESSAGES.workspaceNotFound);
      }
      let workspaceBalance: number | null;
      let orgBalance: number | null;
      if (args.direction === 'toOrg') {
        workspaceBalance = await debitWorkspaceIfCovered(tx, uid, amount);
        if (workspaceBalance === null) throw new AppError('BAD_REQUEST', ORG_MESSAGES.notEnoughInWorkspace);
        orgBalance = await creditOrg(tx, org.id, amount);
      } else {
        orgBalance = await debitOrgIfCovered(tx, org.id, amount);
        if (orgBalance === null && (await orgExists(tx, org.id))) {
          throw new AppError('BAD_REQUEST', ORG_MESSAGES.notEnoughInOrg);
        }
        workspaceBalance = await creditWorkspace(tx, uid, amount);
      }
      // Deleted since the ownership check: nothing may have moved.
      if (orgBalance === null) throw new AppError('NOT_FOUND', ORG_MESSAGES.notFound);
      if (workspaceBalance === null) throw new AppError('NOT_FOUND', ORG_MESSAGES.workspaceNotFound);
      await insertCreditTransfer(tx, {
        workspaceId: uid,
        orgId: org.id,
        amount: args.direction === 'toOrg' ? amount : -amount,
        actor: session.accountId,
        timestamp: unixSeconds(),
      });
      return { workspaceBalance, orgBalance, message: ORG_MESSAGES.transferred };
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The driver's error stays attached as the cause, so the server logs it.
    throw Object.assign(new AppError('INTERNAL', ORG_MESSAGES.transferFailed), { cause: error });
  }
}
