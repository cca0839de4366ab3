// A person's notification list (R-NTF-7: the latest 5 per level), marking one seen (R-NTF-5) and
// 'Mark all as Read' (R-NTF-1). Rows live in the region of the agent they are about, so both are read.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { REGIONS } from '@parley/kernel/regions';
import { NOTIFICATION_MESSAGES } from '@parley/messages/notifications';
import { latestPerLevel, PER_LEVEL } from '../domain/latest-per-level';
import type { NotificationLevel } from '../domain/notification-settings';
import { notificationRef, parseNotificationRef, recipientKey } from '../domain/recipient';
import { countUnseen, latestOfRecipient, markAllSeen, markSeen } from '../infrastructure/notification-repo';
import type { Viewer } from './viewer';

/** R-NTF-2's notification document, as the person reads it. */
export interface NotificationView {
  /** '{region}:{row id}'. */
  ID: string;
  notificationLevel: NotificationLevel;
  title: string;
  body: string;
  /** Milliseconds since the epoch. */
  ts: number;
  urlPathname: string | null;
  seen: boolean;
  /** R-NTF-2: client ids it is meant for; empty = whoever it was delivered to (every row has one recipient). */
  notifyOnly: string[];
  agentId: string | null;
  userId: string | null;
}

export interface NotificationList {
  items: NotificationView[];
  /** Unseen notifications in all, for the bell's badge. */
  unseen: number;
  /** The server's clock, so the browser measures R-NTF-6's 120 s without trusting its own. */
  now: number;
}

export async function listNotifications(
  ctx: DataContext,
  viewer: Viewer,
  now = Date.now(),
): Promise<NotificationList> {
  const key = recipientKey(viewer);
  const perRegion = await Promise.all(
    REGIONS.map(async (region) => {
      const { db } = ctx.dbs[region];
      const [rows, unseen] = await Promise.all([latestOfRecipient(db, key, PER_LEVEL), countUnseen(db, key)]);
      const items = rows.map(
        (row): NotificationView => ({
          ID: notificationRef(region, row.id),
          notificationLevel: row.level === 2 ? 2 : 1,
          title: row.title,
          body: row.body,
          ts: row.ts,
          urlPathname: row.urlPathname,
          seen: row.seen,
          notifyOnly: [],
          agentId: row.agentId,
          userId: row.userId,
        }),
      );
      return { items, unseen };
    }),
  );
  return {
    items: latestPerLevel(perRegion.flatMap((r) => r.items)),
    unseen: perRegion.reduce((sum, r) => sum + r.unseen, 0),
    now,
  };
}

export async function markNotificationSeen(
  ctx: DataContext,
  viewer: Viewer,
  id: string,
): Promise<{ seen: true }> {
  const ref = parseNotificationRef(id);
  // Someone else's notification reads as missing: nothing tells whether it exists.
  if (!ref || !(await markSeen(ctx.dbs[ref.region].db, recipientKey(viewer), ref.id)))
    throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.notFound);
  return { seen: true };
}

export async function markAllNotificationsRead(
  ctx: DataContext,
  viewer: Viewer,
): Promise<{ marked: number }> {
  const key = recipientKey(viewer);
  const counts = await Promise.all(REGIONS.map((region) => markAllSeen(ctx.dbs[region].db, key)));
  return { marked: counts.reduce((a, b) => a + b, 0) };
}
