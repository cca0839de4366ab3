// Drizzle queries of a credit transfer: balance locks, conditional debits, credits and the transfer log.
import type { Database } from '@parley/db/connect';
import { creditTransfers, organisations, workspaces } from '@parley/db/schema';
import { and, desc, eq, gte, sql } from 'drizzle-orm';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

export type CreditTransferRow = typeof creditTransfers.$inferSelect;
export type CreditTransferInsert = typeof creditTransfers.$inferInsert;

/**
 * Locks the workspace row until the transaction ends; null when the workspace is not in this database.
 * Every transfer takes this lock first, so transfers of one workspace queue up in the same order and
 * opposite directions cannot deadlock on the (workspace, organisation) row pair.
 */
export async function lockWorkspaceBalance(tx: Tx, uid: string): Promise<number | null> {
  const rows = await tx
    .select({ loadTokens: workspaces.loadTokens })
    .from(workspaces)
    .where(eq(workspaces.uid, uid))
    .limit(1)
    .for('update');
  return rows[0]?.loadTokens ?? null;
}

/** Debits only if the balance covers it, atomically; the new balance, or null when short or absent. */
export async function debitWorkspaceIfCovered(db: Db, uid: string, credits: number): Promise<number | null> {
  const rows = await db
    .update(workspaces)
    .set({ loadTokens: sql`${workspaces.loadTokens} - ${credits}` })
    .where(and(eq(workspaces.uid, uid), gte(workspaces.loadTokens, credits)))
    .returning({ loadTokens: workspaces.loadTokens });
  return rows[0]?.loadTokens ?? null;
}

export async function creditWorkspace(db: Db, uid: string, credits: number): Promise<number | null> {
  const rows = await db
    .update(workspaces)
    .set({ loadTokens: sql`${workspaces.loadTokens} + ${credits}` })
    .where(eq(workspaces.uid, uid))
    .returning({ loadTokens: workspaces.loadTokens });
  return rows[0]?.loadTokens ?? null;
}

/** Debits only if the balance covers it, atomically; the new balance, or null when short or absent. */
export async function debitOrgIfCovered(db: Db, orgId: string, credits: number): Promise<number | null> {
  const rows = await db
    .update(organisations)
    .set({ loadTokens: sql`${organisations.loadTokens} - ${credits}` })
    .where(and(eq(organisations.id, orgId), gte(organisations.loadTokens, credits)))
    .returning({ loadTokens: organisations.loadTokens });
  return rows[0]?.loadTokens ?? null;
}

export async function creditOrg(db: Db, orgId: string, credits: number): Promise<number | null> {
  const rows = await db
    .update(organisations)
    .set({ loadTokens: sql`${organisations.loadTokens} + ${credits}` })
    .where(eq(organisations.id, orgId))
    .returning({ loadTokens: organisations.loadTokens });
  return rows[0]?.loadTokens ?? null;
}

export async function orgExists(db: Db, orgId: string): Promise<boolean> {
  const rows = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, orgId))
    .limit(1);
  return rows.length > 0;
}

export async function insertCreditTransfer(db: Db, row: CreditTransferInsert): Promise<void> {
  await db.insert(creditTransfers).values(row);
}

/** The organisation's transfers, newest first. */
export async function listCreditTransfersOfOrg(
  db: Db,
  orgId: string,
  limit: number,
): Promise<CreditTransferRow[]> {
  return db
    .select()
    .from(creditTransfers)
    .where(eq(creditTransfers.orgId, orgId))
    .orderBy(desc(creditTransfers.timestamp), desc(creditTransfers.id))
    .limit(limit);
}
