// Drizzle queries for client sessions in one region; only the token's digest is stored.
import { clientSessions, clientUsers, organisations } from '@parley/db/schema';
import { eq } from 'drizzle-orm';
import type { ClientRow } from './client-repo';
import type { Db, OrgRow } from './org-repo';

export type ClientSessionRow = typeof clientSessions.$inferSelect;

export async function insertClientSession(db: Db, row: typeof clientSessions.$inferInsert): Promise<void> {
  await db.insert(clientSessions).values(row);
}

/** The session with its client and organisation; a deleted client takes its sessions with it (cascade). */
export async function findClientSession(
  db: Db,
  tokenDigest: string,
): Promise<{ session: ClientSessionRow; client: ClientRow; org: OrgRow } | undefined> {
  return (
    await db
      .select({ session: clientSessions, client: clientUsers, org: organisations })
      .from(clientSessions)
      .innerJoin(clientUsers, eq(clientUsers.id, clientSessions.clientId))
      .innerJoin(organisations, eq(organisations.id, clientUsers.orgId))
      .where(eq(clientSessions.tokenDigest, tokenDigest))
      .limit(1)
  )[0];
}

export async function deleteClientSession(db: Db, tokenDigest: string): Promise<void> {
  await db.delete(clientSessions).where(eq(clientSessions.tokenDigest, tokenDigest));
}
