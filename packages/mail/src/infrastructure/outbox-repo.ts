// The mail_outbox table: every mail is written before delivery, then marked sent or failed.
import type { Database } from '@parley/db/connect';
import { mailOutbox } from '@parley/db/schema';
import { and, desc, eq, lt } from 'drizzle-orm';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function insertOutboxRow(db: Database, row: typeof mailOutbox.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(mailOutbox).values(row).returning({ id: mailOutbox.id });
  if (!inserted) throw new Error('outbox insert returned nothing');
  return inserted.id;
}

export async function markOutboxRow(
  db: Database,
  id: number,
  patch: Pick<Partial<OutboxRow>, 'status' | 'messageId' | 'error' | 'sentAt'>,
): Promise<void> {
  await db.update(mailOutbox).set(patch).where(eq(mailOutbox.id, id));
}

/** Newest first, keyset-paged by id. */
export async function listOutbox(
  db: Database,
  workspaceId: string,
  options: { limit: number; before?: number },
): Promise<OutboxRow[]> {
  const where = options.before
    ? and(eq(mailOutbox.workspaceId, workspaceId), lt(mailOutbox.id, options.before))
    : eq(mailOutbox.workspaceId, workspaceId);
  return db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.id)).limit(options.limit);
}

export async function findOutboxRow(db: Database, id: number): Promise<OutboxRow | undefined> {
  return (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1))[0];
}
