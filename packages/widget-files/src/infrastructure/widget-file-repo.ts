// The widget_files table: one row per visitor upload, in the agent's region.
import type { Database } from '@parley/db/connect';
import { widgetFiles } from '@parley/db/schema';
import { eq } from 'drizzle-orm';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type WidgetFileRow = typeof widgetFiles.$inferSelect;

export async function insertWidgetFile(db: Database | Tx, row: WidgetFileRow): Promise<void> {
  await db.insert(widgetFiles).values(row);
}

export async function findWidgetFile(db: Database, id: string): Promise<WidgetFileRow | undefined> {
  return (await db.select().from(widgetFiles).where(eq(widgetFiles.id, id)).limit(1))[0];
}
