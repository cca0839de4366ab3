// The credit transfer dialog's check (R-ORG-17), before the server checks the same rules atomically.
import type { TCreditBalances, TTransferDirection } from '@parley/contract/org-credits';
import { ORG_MESSAGES } from '@parley/messages/organisations';
import { validateTransferAmount } from '@parley/organisations/domain/validate-transfer-amount';

/** The message to show, or null when the transfer may be sent. Balances unknown yet: only the amount. */
export function checkTransfer(
  amount: number | string,
  direction: TTransferDirection,
  balances: TCreditBalances | undefined,
): string | null {
  const checked = validateTransferAmount(typeof amount === 'number' ? amount : undefined);
  if (!checked.ok) return checked.message;
  if (!balances) return null;
  if (direction === 'toOrg') {
    if (balances.workspaceBalance === null) return ORG_MESSAGES.workspaceNotFound;
    if (checked.amount > balances.workspaceBalance) return ORG_MESSAGES.notEnoughInWorkspace;
  } else if (checked.amount > balances.orgBalance) {
    return ORG_MESSAGES.notEnoughInOrg;
  }
  return null;
}
