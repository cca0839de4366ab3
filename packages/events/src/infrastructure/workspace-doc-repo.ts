// The parts of the workspace document the hooks read and write: internal.events and the members.
import type { Database } from '@parley/db/connect';
import { workspaces } from '@parley/db/schema';
import { eq, sql } from 'drizzle-orm';
import type { HookSettings } from '../domain/event-types';
import type { Db } from './delivery-repo';

export interface HookWorkspace {
  uid: string;
  email: string;
  workspaceEmails: string[];
  events: HookSettings;
}

export async function findHookWorkspace(db: Db, uid: string): Promise<HookWorkspace | undefined> {
  const row = (
    await db
      .select({
        uid: workspaces.uid,
        email: workspaces.email,
        workspaceEmails: workspaces.workspaceEmails,
        events: sql<HookSettings | null>`${workspaces.doc}->'internal'->'events'`,
      })
      .from(workspaces)
      .where(eq(workspaces.uid, uid))
      .limit(1)
  )[0];
  return row && { ...row, events: row.events ?? {} };
}

/** Replaces internal.events, leaving the rest of the document (and of internal) as it was. */
export async function writeHookSettings(db: Database, uid: string, events: HookSettings): Promise<boolean> {
  const rows = await db
    .update(workspaces)
    .set({
      doc: sql`jsonb_set(
        case when jsonb_typeof(${workspaces.doc}->'internal') = 'object' then ${workspaces.doc}
             else jsonb_set(${workspaces.doc}, '{internal}', '{}'::jsonb) end,
        '{internal,events}', ${JSON.stringify(events)}::jsonb)`,
    })
    .where(eq(workspaces.uid, uid))
    .returning({ uid: workspaces.uid });
  return rows.length > 0;
}
