// Drizzle queries for accounts, workspaces and sessions in one region.
import type { Database } from '@parley/db/connect';
import { accounts, sessions, workspaces } from '@parley/db/schema';
import { and, eq, gt, sql } from 'drizzle-orm';

export type AccountRow = typeof accounts.$inferSelect;
export type WorkspaceRow = typeof workspaces.$inferSelect;

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

export async function findWorkspace(db: Database, uid: string): Promise<WorkspaceRow | undefined> {
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
