// Drizzle queries for client users in one region.
import { clientUsers } from '@parley/db/schema';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from './org-repo';

export type ClientRow = typeof clientUsers.$inferSelect;
export type ClientInsert = typeof clientUsers.$inferInsert;

/** E-mails are unique across organisations regardless of case (index client_users_email_key). */
export async function findClientByEmail(db: Db, email: string): Promise<ClientRow | undefined> {
  return (
    await db
      .select()
      .from(clientUsers)
      .where(sql`lower(${clientUsers.email}) = ${email.trim().toLowerCase()}`)
      .limit(1)
  )[0];
}

export async function findClientById(db: Db, clientId: string): Promise<ClientRow | undefined> {
  return (await db.select().from(clientUsers).where(eq(clientUsers.id, clientId)).limit(1))[0];
}

export async function findClientOfOrg(
  db: Db,
  orgId: string,
  clientId: string,
): Promise<ClientRow | undefined> {
  return (
    await db
      .select()
      .from(clientUsers)
      .where(and(eq(clientUsers.orgId, orgId), eq(clientUsers.id, clientId)))
      .limit(1)
  )[0];
}

export async function listClientRowsOfOrg(db: Db, orgId: string): Promise<ClientRow[]> {
  return db
    .select()
    .from(clientUsers)
    .where(eq(clientUsers.orgId, orgId))
    .orderBy(asc(clientUsers.createdAt), asc(clientUsers.id));
}

export async function countClientsOfOrg(db: Db, orgId: string): Promise<number> {
  return (await db.select({ n: count() }).from(clientUsers).where(eq(clientUsers.orgId, orgId)))[0]?.n ?? 0;
}

/** Client users of every organisation of a workspace (plan limit maxClients, R-WKS-17). */
export async function countClientsOfOwner(db: Db, ownerID: string): Promise<number> {
  return (
    (await db.select({ n: count() }).from(clientUsers).where(eq(clientUsers.ownerID, ownerID)))[0]?.n ?? 0
  );
}

export async function insertClientRow(db: Db, row: ClientInsert): Promise<void> {
  await db.insert(clientUsers).values(row);
}

export async function updateClientRow(
  db: Db,
  id: string,
  patch: Partial<Omit<ClientRow, 'id' | 'orgId' | 'ownerID' | 'createdAt'>>,
): Promise<void> {
  await db.update(clientUsers).set(patch).where(eq(clientUsers.id, id));
}

export async function deleteClientRow(db: Db, orgId: string, clientId: string): Promise<boolean> {
  const gone = await db
    .delete(clientUsers)
    .where(and(eq(clientUsers.orgId, orgId), eq(clientUsers.id, clientId)))
    .returning({ id: clientUsers.id });
  return gone.length > 0;
}
