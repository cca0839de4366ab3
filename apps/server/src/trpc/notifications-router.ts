// A person's own notifications (R-NTF-1..9): workspace people under `notifications`, client users under
// `clientNotifications`, the same calls on each. Presence (online/offline) for workspace people too;
// clients keep clientAuth.toggleStatus.
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationSeen,
} from '@parley/notifications/application/list-notifications';
import {
  getAccountStatus,
  getNotificationSettings,
  setAccountStatus,
  setNotificationSettings,
} from '@parley/notifications/application/notification-preferences';
import { subscribePush, unsubscribePush } from '@parley/notifications/application/push-subscriptions';
import { viewerOfClient, viewerOfSession } from '@parley/notifications/application/viewer';
import { NOTIFY_IF, NOTIFY_THROUGH } from '@parley/notifications/domain/notification-settings';
import { z } from 'zod';
import type { ServerDeps } from '../platform/deps';
import { activeClientProcedure, clientProcedure, publicProcedure, router, sessionProcedure } from './trpc';

const ZRef = z.object({ id: z.string().min(1).max(40) });
const ZSettings = z.object({ notifyIf: z.enum(NOTIFY_IF), notifyThrough: z.enum(NOTIFY_THROUGH) });
/** The browser's PushSubscription.toJSON(). */
const ZSubscription = z.object({
  endpoint: z.string().min(1).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(200) }),
});
const ZEndpoint = z.object({ endpoint: z.string().min(1).max(2048) });

const pushOptions = (deps: ServerDeps) => ({ allowPrivateNetwork: deps.env.PUSH_ALLOW_PRIVATE_NETWORK });

/** The VAPID public key is public by nature (browsers subscribe with it). */
const vapidPublicKey = publicProcedure.query(({ ctx }) => ({ publicKey: ctx.deps.webPush.publicKey }));

export const notificationsRouter = router({
  list: sessionProcedure.query(({ ctx }) => listNotifications(ctx.deps.ctx, viewerOfSession(ctx.principal))),
  markSeen: sessionProcedure
    .input(ZRef)
    .mutation(({ ctx, input }) =>
      markNotificationSeen(ctx.deps.ctx, viewerOfSession(ctx.principal), input.id),
    ),
  markAllRead: sessionProcedure.mutation(({ ctx }) =>
    markAllNotificationsRead(ctx.deps.ctx, viewerOfSession(ctx.principal)),
  ),
  settings: sessionProcedure.query(({ ctx }) =>
    getNotificationSettings(ctx.deps.ctx, viewerOfSession(ctx.principal)),
  ),
  saveSettings: sessionProcedure
    .input(ZSettings)
    .mutation(({ ctx, input }) =>
      setNotificationSettings(ctx.deps.ctx, viewerOfSession(ctx.principal), input),
    ),
  vapidPublicKey,
  subscribePush: sessionProcedure
    .input(ZSubscription)
    .mutation(({ ctx, input }) =>
      subscribePush(ctx.deps.ctx, viewerOfSession(ctx.principal), input, pushOptions(ctx.deps)),
    ),
  unsubscribePush: sessionProcedure
    .input(ZEndpoint)
    .mutation(({ ctx, input }) =>
      unsubscribePush(ctx.deps.ctx, viewerOfSession(ctx.principal), input.endpoint),
    ),
  /** R-CSH-4 for workspace people: their online/offline status. */
  status: sessionProcedure.query(({ ctx }) => getAccountStatus(ctx.deps.ctx, viewerOfSession(ctx.principal))),
  setStatus: sessionProcedure
    .input(z.object({ status: z.enum(['online', 'offline']) }))
    .mutation(({ ctx, input }) =>
      setAccountStatus(ctx.deps.ctx, viewerOfSession(ctx.principal), input.status),
    ),
});

export const clientNotificationsRouter = router({
  list: activeClientProcedure.query(({ ctx }) => listNotifications(ctx.deps.ctx, viewerOfClient(ctx.client))),
  markSeen: activeClientProcedure
    .input(ZRef)
    .mutation(({ ctx, input }) => markNotificationSeen(ctx.deps.ctx, viewerOfClient(ctx.client), input.id)),
  markAllRead: activeClientProcedure.mutation(({ ctx }) =>
    markAllNotificationsRead(ctx.deps.ctx, viewerOfClient(ctx.client)),
  ),
  settings: activeClientProcedure.query(({ ctx }) =>
    getNotificationSettings(ctx.deps.ctx, viewerOfClient(ctx.client)),
  ),
  saveSettings: activeClientProcedure
    .input(ZSettings)
    .mutation(({ ctx, input }) => setNotificationSettings(ctx.deps.ctx, viewerOfClient(ctx.client), input)),
  vapidPublicKey,
  subscribePush: activeClientProcedure
    .input(ZSubscription)
    .mutation(({ ctx, input }) =>
      subscribePush(ctx.deps.ctx, viewerOfClient(ctx.client), input, pushOptions(ctx.deps)),
    ),
  /** Open to blocked clients too: signing out must be able to take the browser off. */
  unsubscribePush: clientProcedure
    .input(ZEndpoint)
    .mutation(({ ctx, input }) => unsubscribePush(ctx.deps.ctx, viewerOfClient(ctx.client), input.endpoint)),
});
