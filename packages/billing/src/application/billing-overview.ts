// The minimal billing page (/app/{region}/account/billing): the credit balance, recent usage and
// credit transfers of the workspace. Plans and payments are a later issue.
import type { DataContext } from '@parley/db/context';
import { creditTransfers, usageLogs, workspaces } from '@parley/db/schema';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import { desc, eq } from 'drizzle-orm';

export interface BillingOverview {
  loadTokens: number;
  joinedAt: number;
  hasSubscription: boolean;
  usage: Array<{
    id: number;
    agentId: string | null;
    amount: number;
    direction: string;
    causedBy: string;
    featureKey: string | null;
    modelId: string | null;
    message: string | null;
    timestamp: number;
  }>;
  /** Timestamps in milliseconds. */
  transfers: Array<{ id: number; orgId: string; amount: number; timestamp: number }>;
}

export async function billingOverview(
  ctx: DataContext,
  ref: { region: Region; workspaceUid: string },
  limit = 25,
): Promise<BillingOverview> {
  const { db } = ctx.dbs[ref.region];
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.uid, ref.workspaceUid)).limit(1);
  if (!workspace) throw new AppError('NOT_FOUND', 'Workspace not found.');
  const [usage, transfers] = await Promise.all([
    db
      .select()
      .from(usageLogs)
      .where(eq(usageLogs.workspaceId, ref.workspaceUid))
      .orderBy(desc(usageLogs.timestamp), desc(usageLogs.id))
      .limit(limit),
    db
      .select()
      .from(creditTransfers)
      .where(eq(creditTransfers.workspaceId, ref.workspaceUid))
      .orderBy(desc(creditTransfers.timestamp), desc(creditTransfers.id))
      .limit(limit),
  ]);
  return {
    loadTokens: workspace.loadTokens,
    joinedAt: workspace.joinedAt,
    hasSubscription: Boolean(workspace.doc.stripeSubscriptionId),
    usage: usage.map((u) => ({
      id: u.id,
      agentId: u.agentId,
      amount: u.amount,
      direction: u.direction,
      causedBy: u.causedBy,
      featureKey: u.featureKey,
      modelId: u.modelId,
      message: u.message,
      timestamp: u.timestamp,
    })),
    // Usage rows are stamped in ms, transfers in unix seconds (as the spec's documents): both leave in ms.
    transfers: transfers.map((t) => ({
      id: t.id,
      orgId: t.orgId,
      amount: t.amount,
      timestamp: t.timestamp * 1000,
    })),
  };
}
