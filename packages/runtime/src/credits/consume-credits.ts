// Debits a workspace's credits atomically, refusing when the balance is short (R-CRD-2), and logs it (R-CRD-4).
import type { TConsumeCreditsRequest, TConsumeCreditsResponse } from '@parley/contract/credits';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { CHAT_MESSAGES } from '@parley/messages/chat';
import { type Principal, workspaceOf } from '@parley/workspaces/domain/principal';
import { debitWorkspaceIfCovered, findWorkspaceBalance, insertUsageLog } from '../infrastructure/usage-repo';

export async function consumeCredits(
  ctx: DataContext,
  principal: Principal,
  userId: string,
  input: TConsumeCreditsRequest,
): Promise<TConsumeCreditsResponse> {
  if (workspaceOf(principal) !== userId) {
    throw new AppError('FORBIDDEN', 'You can only consume the credits of your own workspace.');
  }
  const { db } = ctx.dbs[principal.region];
  const balance = await db.transaction(async (tx) => {
    const after = await debitWorkspaceIfCovered(tx, userId, input.consume);
    if (after === null) return null;
    await insertUsageLog(tx, {
      workspaceId: userId,
      agentId: input.logData?.agentId ?? null,
      amount: input.consume,
      direction: 'decrease',
      causedBy: input.logData?.causedBy ?? 'feature',
      featureKey: 'consume-credits',
      message: input.logData?.logMessage ?? null,
      timestamp: Date.now(),
    });
    return after;
  });
  if (balance === null) {
    if ((await findWorkspaceBalance(db, userId)) === null)
      throw new AppError('NOT_FOUND', 'Workspace not found.');
    throw new AppError('PAYMENT_REQUIRED', CHAT_MESSAGES.notEnoughCredits);
  }
  return {
    creditsConsumed: input.consume,
    metrics: { loadTokens: balance },
    ...(input.returnSafeUser ? { user: { uid: userId, loadTokens: balance } } : {}),
  };
}
