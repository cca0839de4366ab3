// Stores the bot turn and, for a model reply, its usage log and credit debit in the same transaction (R-CRD-4).
import type { TTurn } from '@parley/contract/chat';
import { type RecordTurnsArgs, recordTurns } from '@parley/conversations/application/record-turns';
import type { Database } from '@parley/db/connect';
import type { DataContext } from '@parley/db/context';
import { otherRegion, type Region } from '@parley/kernel/regions';
import { creditsForTokens } from '../domain/credit-price';
import { addAgentTokensUsage, debitWorkspace, insertUsageLog } from '../infrastructure/usage-repo';

export interface ReplyUsage {
  inputTokens: number;
  outputTokens: number;
  modelId: string;
}

export interface StoreBotReplyArgs {
  region: Region;
  workspaceUid: string;
  base: Omit<RecordTurnsArgs, 'turns'>;
  turn: TTurn;
  usage?: ReplyUsage;
}

export async function storeBotReply(
  ctx: DataContext,
  args: StoreBotReplyArgs,
): Promise<{ sessionId: string }> {
  const { db } = ctx.dbs[args.region];
  const usage = args.usage;
  if (!usage) return recordTurns(db, { ...args.base, turns: [args.turn] });
  const credits = creditsForTokens(usage.inputTokens, usage.outputTokens);
  const log = {
    workspaceId: args.workspaceUid,
    agentId: args.base.agentId,
    amount: credits,
    direction: 'decrease',
    causedBy: 'agent',
    featureKey: 'llm',
    message: `Reply by ${usage.modelId}`,
    inputTokens: usage.inputTokens,
    outputTokens: usage.outputTokens,
    modelId: usage.modelId,
    timestamp: Date.now(),
  };
  let debitedHere = false;
  const result = await db.transaction(async (tx) => {
    // recordTurns opens a nested transaction (a savepoint) inside this one.
    const stored = await recordTurns(tx as unknown as Database, { ...args.base, turns: [args.turn] });
    await addAgentTokensUsage(tx, args.base.agentId, credits);
    debitedHere = await debitWorkspace(tx, args.workspaceUid, credits);
    if (debitedHere) await insertUsageLog(tx, log);
    return stored;
  });
  // A workspace living in the other region cannot share the transaction: debit and log it there.
  if (!debitedHere) {
    await ctx.dbs[otherRegion(args.region)].db.transaction(async (tx) => {
      if (await debitWorkspace(tx, args.workspaceUid, credits)) await insertUsageLog(tx, log);
    });
  }
  return result;
}
