// Drizzle queries for agencies in one region.
import type { Database } from '@parley/db/connect';
import { agencies } from '@parley/db/schema';
import { and, eq, ne, or, sql } from 'drizzle-orm';

export type AgencyRow = typeof agencies.$inferSelect;

export async function findAgency(db: Database, id: string): Promise<AgencyRow | undefined> {
  return (await db.select().from(agencies).where(eq(agencies.id, id)).limit(1))[0];
}

export async function findAgencyBySecretDigest(db: Database, digest: string): Promise<AgencyRow | undefined> {
  return (await db.select().from(agencies).where(eq(agencies.secretDigest, digest)).limit(1))[0];
}

export async function findAgencyByDomain(db: Database, host: string): Promise<AgencyRow | undefined> {
  return (await db.select().from(agencies).where(eq(agencies.customDomain, host)).limit(1))[0];
}

/** Inserts unless the agency exists already (two first loads at once create one agency). */
export async function insertAgencyIfMissing(
  db: Database,
  row: typeof agencies.$inferInsert,
): Promise<boolean> {
  const inserted = await db.insert(agencies).values(row).onConflictDoNothing().returning({ id: agencies.id });
  return inserted.length > 0;
}

export async function updateAgencyRow(
  db: Database,
  id: string,
  patch: Partial<Omit<AgencyRow, 'id' | 'userId' | 'createdAt'>>,
): Promise<void> {
  await db.update(agencies).set(patch).where(eq(agencies.id, id));
}

/** Another agency that uses or is setting up this domain (R-DOM-6). */
export async function findAgencyClaimingDomain(
  db: Database,
  domain: string,
  exceptId: string,
): Promise<AgencyRow | undefined> {
  return (
    await db
      .select()
      .from(agencies)
      .where(
        and(
          ne(agencies.id, exceptId),
          or(eq(agencies.customDomain, domain), sql`${agencies.doc}->>'pendingCustomDomain' = ${domain}`),
        ),
      )
      .limit(1)
  )[0];
}
