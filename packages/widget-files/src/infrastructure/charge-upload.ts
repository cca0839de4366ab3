// R-CRD-3: the upload's credits leave the agent owner's workspace together with its usage log (R-CRD-4)
// and the file's row, in one transaction when the workspace shares the agent's region.
import type { Database } from '@parley/db/connect';
import type { DataContext } from '@parley/db/context';
import { usageLogs, workspaces } from '@parley/db/schema';
import { otherRegion, type Region } from '@parley/kernel/regions';
import {
  debitWorkspaceIfCovered,
  findWorkspaceBalance,
  insertUsageLog,
} from '@parley/runtime/infrastructure/usage-repo';
import { and, eq, sql } from 'drizzle-orm';
import { insertWidgetFile, type WidgetFileRow } from './widget-file-repo';

export interface UploadCharge {
  workspaceId: string;
  agentId: string;
  credits: number;
  message: string;
}

/** The region the workspace lives in (the agent's first) and its balance there; null when it is nowhere. */
export async function findWorkspaceCredits(
  ctx: DataContext,
  uid: string,
  agentRegion: Region,
): Promise<{ region: Region; balance: number } | null> {
  for (const region of [agentRegion, otherRegion(agentRegion)]) {
    const balance = await findWorkspaceBalance(ctx.dbs[region].db, uid);
    if (balance !== null) return { region, balance };
  }
  return null;
}

const logOf = (charge: UploadCharge) => ({
  workspaceId: charge.workspaceId,
  agentId: charge.agentId,
  amount: charge.credits,
  direction: 'decrease',
  causedBy: 'agent',
  featureKey: 'widget-upload',
  message: charge.message,
  timestamp: Date.now(),
});

/**
 * Debits (only if covered), logs and inserts the row. Returns false, having written nothing, when the
 * balance is short. A workspace in the other region is debited there first; if the row then cannot be
 * written, the debit is given back, so a failed upload never costs anything.
 */
export async function chargeAndRecordUpload(
  ctx: DataContext,
  args: { agentRegion: Region; workspaceRegion: Region; charge: UploadCharge; row: WidgetFileRow },
): Promise<boolean> {
  const { charge, row } = args;
  const agentDb = ctx.dbs[args.agentRegion].db;
  if (args.workspaceRegion === args.agentRegion) {
    return agentDb.transaction(async (tx) => {
      if ((await debitWorkspaceIfCovered(tx, charge.workspaceId, charge.credits)) === null) return false;
      await insertUsageLog(tx, logOf(charge));
      await insertWidgetFile(tx, row);
      return true;
    });
  }
  const workspaceDb = ctx.dbs[args.workspaceRegion].db;
  const logId = await workspaceDb.transaction(async (tx) => {
    if ((await debitWorkspaceIfCovered(tx, charge.workspaceId, charge.credits)) === null) return null;
    const [log] = await tx.insert(usageLogs).values(logOf(charge)).returning({ id: usageLogs.id });
    return log?.id ?? null;
  });
  if (logId === null) return false;
  try {
    await insertWidgetFile(agentDb, row);
    return true;
  } catch (error) {
    await refund(workspaceDb, charge, logId);
    throw error;
  }
}

async function refund(db: Database, charge: UploadCharge, logId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(workspaces)
      .set({ loadTokens: sql`${workspaces.loadTokens} + ${charge.credits}` })
      .where(eq(workspaces.uid, charge.workspaceId));
    await tx
      .delete(usageLogs)
      .where(and(eq(usageLogs.id, logId), eq(usageLogs.workspaceId, charge.workspaceId)));
  });
}
