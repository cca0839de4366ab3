// A browser's Web Push subscription (R-NTF-9, the spec's FB_PUSH_TOKEN), kept in the person's home
// region. A browser belongs to whoever subscribed on it last, so its endpoint moves to them.
import { isIP } from 'node:net';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { otherRegion } from '@parley/kernel/regions';
import { isPrivateAddress } from '@parley/knowledge/infrastructure/address-policy';
import { NOTIFICATION_MESSAGES } from '@parley/messages/notifications';
import { hasUsableKeys, isAcceptableEndpoint, type PushSubscriptionJson } from '../domain/push-subscription';
import { recipientKey } from '../domain/recipient';
import {
  deleteSubscriptionByEndpoint,
  trimSubscriptions,
  upsertPushSubscription,
} from '../infrastructure/push-subscription-repo';
import type { Viewer } from './viewer';

/**
 * Browsers one person may have subscribed at once; the oldest beyond it are dropped. Every subscription
 * is a POST from this server to a host the browser chose, so their number stays bounded.
 */
export const MAX_BROWSERS_PER_PERSON = 10;

export async function subscribePush(
  ctx: DataContext,
  viewer: Viewer,
  subscription: PushSubscriptionJson,
  options: { userAgent?: string; allowPrivateNetwork?: boolean; now?: number } = {},
): Promise<{ subscribed: true }> {
  if (!isAcceptableEndpoint(subscription.endpoint))
    throw new AppError('BAD_REQUEST', NOTIFICATION_MESSAGES.pushEndpointRefused);
  const host = new URL(subscription.endpoint).hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivateNetwork && (host === 'localhost' || (isIP(host) && isPrivateAddress(host))))
    throw new AppError('BAD_REQUEST', NOTIFICATION_MESSAGES.pushEndpointRefused);
  if (!hasUsableKeys(subscription.keys))
    throw new AppError('BAD_REQUEST', NOTIFICATION_MESSAGES.invalidSubscription);
  await deleteSubscriptionByEndpoint(ctx.dbs[otherRegion(viewer.home)].db, subscription.endpoint);
  await upsertPushSubscription(ctx.dbs[viewer.home].db, {
    recipient: recipientKey(viewer),
    endpoint: subscription.endpoint,
    keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
    userAgent: options.userAgent?.slice(0, 300) ?? null,
    createdAt: options.now ?? Date.now(),
  });
  await trimSubscriptions(ctx.dbs[viewer.home].db, recipientKey(viewer), MAX_BROWSERS_PER_PERSON);
  return { subscribed: true };
}

/** Only the person's own subscription goes; an endpoint someone else holds now stays theirs. */
export async function unsubscribePush(
  ctx: DataContext,
  viewer: Viewer,
  endpoint: string,
): Promise<{ removed: number }> {
  const key = recipientKey(viewer);
  const removed = await Promise.all([
    deleteSubscriptionByEndpoint(ctx.dbs[viewer.home].db, endpoint, key),
    deleteSubscriptionByEndpoint(ctx.dbs[otherRegion(viewer.home)].db, endpoint, key),
  ]);
  return { removed: removed[0] + removed[1] };
}
