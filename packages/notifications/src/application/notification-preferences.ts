// A person's notifyIf / notifyThrough (R-NTF-3, R-NTF-4) and, for workspace people, online/offline
// (R-CSH-4's toggle in their own top bar). Clients toggle theirs with clientAuth.toggleStatus.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { unixSeconds } from '@parley/kernel/time';
import { CLIENT_AUTH_MESSAGES } from '@parley/messages/client-auth';
import { type NotificationSettings, settingsOf } from '../domain/notification-settings';
import {
  findAccountSettings,
  findClientDoc,
  saveAccountSettings,
  saveClientNotificationSettings,
} from '../infrastructure/person-settings-repo';
import type { Viewer } from './viewer';

export async function getNotificationSettings(
  ctx: DataContext,
  viewer: Viewer,
): Promise<NotificationSettings> {
  const { db } = ctx.dbs[viewer.home];
  if (viewer.kind === 'account') return settingsOf(await findAccountSettings(db, viewer.id));
  const client = await findClientDoc(db, viewer.id);
  if (!client) throw new AppError('NOT_FOUND', CLIENT_AUTH_MESSAGES.accountDataMissing);
  return settingsOf(client.doc.notificationsSettings);
}

export async function setNotificationSettings(
  ctx: DataContext,
  viewer: Viewer,
  settings: NotificationSettings,
  now = Date.now(),
): Promise<NotificationSettings> {
  const { db } = ctx.dbs[viewer.home];
  const clean = settingsOf(settings);
  if (viewer.kind === 'account') {
    await saveAccountSettings(db, viewer.id, clean, now);
    return clean;
  }
  if (!(await saveClientNotificationSettings(db, viewer.id, clean, unixSeconds(new Date(now)))))
    throw new AppError('NOT_FOUND', CLIENT_AUTH_MESSAGES.accountDataMissing);
  return clean;
}

export type PresenceStatus = 'online' | 'offline';

export async function getAccountStatus(
  ctx: DataContext,
  viewer: Viewer,
): Promise<{ status: PresenceStatus }> {
  const row = await findAccountSettings(ctx.dbs[viewer.home].db, viewer.id);
  return { status: row?.status === 'online' ? 'online' : 'offline' };
}

export async function setAccountStatus(
  ctx: DataContext,
  viewer: Viewer,
  status: PresenceStatus,
  now = Date.now(),
): Promise<{ status: PresenceStatus }> {
  await saveAccountSettings(ctx.dbs[viewer.home].db, viewer.id, { status }, now);
  return { status };
}
