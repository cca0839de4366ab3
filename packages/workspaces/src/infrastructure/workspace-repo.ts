// Drizzle queries for accounts, workspaces and sessions in one region.
import type { Database } from '@parley/db/connect';
import { accounts, sessions, workspaces } from '@parley/db/schema';
import { and, eq, gt, or, sql } from 'drizzle-orm';

export type AccountRow = typeof accounts.$inferSelect;
export type WorkspaceRow = typeof workspaces.$inferSelect;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Db = Database | Tx;

export async function findAccountByEmail(db: Database, email: string): Promise<AccountRow | undefined> {
  const rows = await db
    .select()
    .from(accounts)
    .where(sql`lower(${accounts.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0];
}

export async function findAccountById(db: Database, id: string): Promise<AccountRow | undefined> {
  return (await db.select().from(accounts).where(eq(accounts.id, id)).limit(1))[0];
}

export async function findWorkspace(db: Db, uid: string): Promise<WorkspaceRow | undefined> {
  return (await db.select().from(workspaces).where(eq(workspaces.uid, uid)).limit(1))[0];
}

export async function findWorkspaceBySecretDigest(
  db: Database,
  digest: string,
): Promise<WorkspaceRow | undefined> {
  return (await db.select().from(workspaces).where(eq(workspaces.workspaceSecretDigest, digest)).limit(1))[0];
}

export async function insertAccountWithWorkspace(
  db: Database,
  account: typeof accounts.$inferInsert,
  workspace: typeof workspaces.$inferInsert,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(accounts).values(account);
    await tx.insert(workspaces).values(workspace);
  });
}

export async function insertSession(db: Database, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

export async function findLiveSession(db: Database, tokenDigest: string, nowMs: number) {
  const rows = await db
    .select({ session: sessions, account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.tokenDigest, tokenDigest), gt(sessions.expiresAt, nowMs)))
    .limit(1);
  return rows[0];
}

export async function deleteSession(db: Database, tokenDigest: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenDigest, tokenDigest));
}

/** Workspaces an account owns or whose workspaceEmails hold its e-mail (R-WKS-1, R-WKS-2; GIN-indexed). */
export async function findWorkspacesOfAccount(
  db: Database,
  accountId: string,
  email: string,
): Promise<WorkspaceRow[]> {
  return db
    .select()
    .from(workspaces)
    .where(
      or(
        eq(workspaces.ownerID, accountId),
        sql`${workspaces.workspaceEmails} @> ${JSON.stringify([email.toLowerCase()])}::jsonb`,
      ),
    );
}

export async function insertWorkspace(db: Db, row: typeof workspaces.$inferInsert): Promise<void> {
  await db.insert(workspaces).values(row);
}

/** The workspace row, locked until the transaction ends (seat counts and member lists change under it). */
export async function lockWorkspace(tx: Tx, uid: string): Promise<WorkspaceRow | undefined> {
  return (await tx.select().from(workspaces).where(eq(workspaces.uid, uid)).for('update').limit(1))[0];
}

export async function updateWorkspaceRow(
  db: Db,
  uid: string,
  patch: Partial<Pick<WorkspaceRow, 'workspaceName' | 'workspacePhotoURL' | 'workspaceEmails'>>,
): Promise<void> {
  await db.update(workspaces).set(patch).where(eq(workspaces.uid, uid));
}

/** Which workspace a session acts for (null = the personal one). */
export async function setSessionWorkspace(
  db: Database,
  tokenDigest: string,
  target: { uid: string; region: string } | null,
): Promise<void> {
  await db
    .update(sessions)
    .set({ workspaceUid: target?.uid ?? null, workspaceRegion: target?.region ?? null })
    .where(eq(sessions.tokenDigest, tokenDigest));
}
