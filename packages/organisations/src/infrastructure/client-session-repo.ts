// Drizzle queries for client sessions in one region; only the token's digest is stored.
import { agents, clientSessions, clientUsers, organisations } from '@parley/db/schema';
import { desc, eq } from 'drizzle-orm';
import type { ClientRow } from './client-repo';
import type { Db, OrgRow } from './org-repo';

export type ClientSessionRow = typeof clientSessions.$inferSelect;

export async function insertClientSession(db: Db, row: typeof clientSessions.$inferInsert): Promise<void> {
  await db.insert(clientSessions).values(row);
}

/**
 * The session with its client and organisation (both null for an agency admin session); a deleted
 * client takes its sessions with it (cascade).
 */
export async function findClientSession(
  db: Db,
  tokenDigest: string,
): Promise<{ session: ClientSessionRow; client: ClientRow | null; org: OrgRow | null } | undefined> {
  return (
    await db
      .select({ session: clientSessions, client: clientUsers, org: organisations })
      .from(clientSessions)
      .leftJoin(clientUsers, eq(clientUsers.id, clientSessions.clientId))
      .leftJoin(organisations, eq(organisations.id, clientUsers.orgId))
      .where(eq(clientSessions.tokenDigest, tokenDigest))
      .limit(1)
  )[0];
}

export async function deleteClientSession(db: Db, tokenDigest: string): Promise<void> {
  await db.delete(clientSessions).where(eq(clientSessions.tokenDigest, tokenDigest));
}

/** Every agent of a workspace, newest first (the agency admin's widgets). */
export async function listAgentIdsOfOwner(db: Db, ownerID: string): Promise<string[]> {
  const rows = await db
    .select({ id: agents.id })
    .from(agents)
    .where(eq(agents.ownerID, ownerID))
    .orderBy(desc(agents.lastModified));
  return rows.map((r) => r.id);
}
