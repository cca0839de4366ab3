// Reads and shallow merges of the workspace document (jsonb `doc`), one region.
import type { Database } from '@parley/db/connect';
import { accounts, workspaces } from '@parley/db/schema';
import { eq, sql } from 'drizzle-orm';

export async function readWorkspace(db: Database, uid: string) {
  return (await db.select().from(workspaces).where(eq(workspaces.uid, uid)).limit(1))[0];
}

/** Top-level keys of `patch` replace the document's; the rest stays. */
export async function mergeWorkspaceDoc(
  db: Database,
  uid: string,
  patch: Record<string, unknown>,
): Promise<boolean> {
  const rows = await db
    .update(workspaces)
    .set({ doc: sql`${workspaces.doc} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(workspaces.uid, uid))
    .returning({ uid: workspaces.uid });
  return rows.length > 0;
}

/** Regions (of the given list) holding an account with this e-mail, compared without case. */
export async function hasAccountWithEmail(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(sql`lower(${accounts.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}
