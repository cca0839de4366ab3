// Where people keep their notification settings and presence: workspace people in account_settings,
// client users in client_users.doc.notificationsSettings (the spec's field) and client_users.status.
import type { Database } from '@parley/db/connect';
import { accountSettings, clientUsers } from '@parley/db/schema';
import { eq, sql } from 'drizzle-orm';
import type { NotificationSettings } from '../domain/notification-settings';

export type AccountSettingsRow = typeof accountSettings.$inferSelect;

export async function findAccountSettings(
  db: Database,
  accountId: string,
): Promise<AccountSettingsRow | undefined> {
  return (
    await db.select().from(accountSettings).where(eq(accountSettings.accountId, accountId)).limit(1)
  )[0];
}

/** Creates the row on first use; only the given fields change. */
export async function saveAccountSettings(
  db: Database,
  accountId: string,
  patch: Partial<NotificationSettings> & { status?: 'online' | 'offline' },
  now: number,
): Promise<AccountSettingsRow> {
  const [row] = await db
    .insert(accountSettings)
    .values({ accountId, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: accountSettings.accountId, set: { ...patch, updatedAt: now } })
    .returning();
  if (!row) throw new Error('account settings upsert returned no row');
  return row;
}

export async function findClientDoc(db: Database, clientId: string) {
  return (
    await db
      .select({ id: clientUsers.id, doc: clientUsers.doc })
      .from(clientUsers)
      .where(eq(clientUsers.id, clientId))
      .limit(1)
  )[0];
}

/** Merges notificationsSettings into the client's document; false when the client is gone. */
export async function saveClientNotificationSettings(
  db: Database,
  clientId: string,
  settings: NotificationSettings,
  lastModified: number,
): Promise<boolean> {
  const rows = await db
    .update(clientUsers)
    .set({
      doc: sql`${clientUsers.doc} || ${JSON.stringify({ notificationsSettings: settings })}::jsonb`,
      lastModified,
    })
    .where(eq(clientUsers.id, clientId))
    .returning({ id: clientUsers.id });
  return rows.length > 0;
}
