// Drizzle queries for organisations in one region.
import type { Database } from '@parley/db/connect';
import { clientUsers, organisations } from '@parley/db/schema';
import { count, desc, eq } from 'drizzle-orm';

export type OrgRow = typeof organisations.$inferSelect;
export type OrgInsert = typeof organisations.$inferInsert;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Db = Database | Tx;

export async function findOrganisation(db: Db, id: string): Promise<OrgRow | undefined> {
  return (await db.select().from(organisations).where(eq(organisations.id, id)).limit(1))[0];
}

/** Reads the row and locks it until the transaction ends, so concurrent updates queue up. */
export async function lockOrganisation(tx: Tx, id: string): Promise<OrgRow | undefined> {
  return (await tx.select().from(organisations).where(eq(organisations.id, id)).limit(1).for('update'))[0];
}

export async function insertOrganisation(db: Db, row: OrgInsert): Promise<void> {
  await db.insert(organisations).values(row);
}

export async function updateOrganisationRow(
  db: Db,
  id: string,
  patch: Partial<Omit<OrgRow, 'id' | 'ownerID' | 'createdAt'>>,
): Promise<void> {
  await db.update(organisations).set(patch).where(eq(organisations.id, id));
}

export interface OrgWithClientCount extends OrgRow {
  clientCount: number;
}

/** The owner's organisations, newest first, each with how many client users it has. */
export async function listOrganisationsOfOwner(db: Db, ownerID: string): Promise<OrgWithClientCount[]> {
  const rows = await db
    .select({ org: organisations, clientCount: count(clientUsers.id) })
    .from(organisations)
    .leftJoin(clientUsers, eq(clientUsers.orgId, organisations.id))
    .where(eq(organisations.ownerID, ownerID))
    .groupBy(organisations.id)
    .orderBy(desc(organisations.createdAt), desc(organisations.id));
  return rows.map((r) => ({ ...r.org, clientCount: Number(r.clientCount) }));
}
