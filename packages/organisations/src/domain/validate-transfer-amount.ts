// R-ORG-17: a transfer moves a whole, positive number of credits.
import { ORG_MESSAGES } from '@parley/messages/organisations';

export type TransferAmountCheck = { ok: true; amount: number } | { ok: false; message: string };

/** Only a positive safe integer passes: NaN, 0, negatives, fractions, Infinity and strings are refused. */
export function validateTransferAmount(amount: unknown): TransferAmountCheck {
  if (typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0) return { ok: true, amount };
  return { ok: false, message: ORG_MESSAGES.invalidAmount };
}
