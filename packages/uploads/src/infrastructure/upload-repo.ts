// The uploads table: files live in the region's database (no shared disk between servers).
import type { Database } from '@parley/db/connect';
import { uploads } from '@parley/db/schema';
import { eq } from 'drizzle-orm';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(db: Database, row: typeof uploads.$inferInsert): Promise<void> {
  await db.insert(uploads).values(row);
}

export async function findUpload(db: Database, id: string): Promise<UploadRow | undefined> {
  return (await db.select().from(uploads).where(eq(uploads.id, id)).limit(1))[0];
}
