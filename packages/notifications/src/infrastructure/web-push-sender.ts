// Web Push through the `web-push` library (VAPID, aes128gcm). Subscriptions come from browsers, so the
// connection refuses private and loopback addresses (checked when it is made, like the event hooks)
// unless the operator allows them; tests pass an agent that trusts their local push service.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import https from 'node:https';
import { isIP } from 'node:net';
import { isPrivateAddress } from '@parley/knowledge/infrastructure/address-policy';
import webpush, { WebPushError } from 'web-push';
import type { PushSubscriptionJson } from '../domain/push-subscription';
import type { VapidKeys } from './vapid-keys';

export type PushOutcome = { ok: true; status: number } | { ok: false; status?: number; error: string };

export interface WebPushSender {
  /** The VAPID public key browsers subscribe with (applicationServerKey). */
  readonly publicKey: string;
  send(
    subscription: PushSubscriptionJson,
    payload: string,
    options: { ttlSeconds: number; urgency: 'normal' | 'high' },
  ): Promise<PushOutcome>;
}

export interface WebPushOptions {
  vapid: VapidKeys;
  /** mailto: or https: contact for push services (VAPID "sub"). */
  subject: string;
  /** Let endpoints reach private and loopback addresses (a push service inside the network). */
  allowPrivateNetwork?: boolean;
  /** An agent of the caller's own (tests: one trusting a local push service's certificate). */
  agent?: https.Agent;
  timeoutMs?: number;
}

const PRIVATE_REFUSED = 'The push endpoint resolves to a private or local network address.';

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

function guardedLookup(hostname: string, options: { all?: boolean }, callback: LookupCallback) {
  dnsLookup(hostname, { all: true }, (err, addresses) => {
    if (err) return callback(err, '');
    if (addresses.some((a) => isPrivateAddress(a.address)))
      return callback(Object.assign(new Error(PRIVATE_REFUSED), { code: 'EPRIVATE' }), '');
    const first = addresses[0];
    if (!first) return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '');
    if (options.all) return callback(null, addresses);
    callback(null, first.address, first.family);
  });
}

export function createWebPushSender(options: WebPushOptions): WebPushSender {
  const allowPrivate = options.allowPrivateNetwork === true;
  const agent =
    options.agent ??
    (allowPrivate ? undefined : new https.Agent({ lookup: guardedLookup as never, keepAlive: true }));
  const vapidDetails = { subject: options.subject, ...options.vapid };
  return {
    publicKey: options.vapid.publicKey,
    async send(subscription, payload, { ttlSeconds, urgency }) {
      const host = new URL(subscription.endpoint).hostname.replace(/^\[|\]$/g, '');
      // Literal addresses never go through the lookup, so they are checked here.
      if (!allowPrivate && !options.agent && isIP(host) && isPrivateAddress(host))
        return { ok: false, error: PRIVATE_REFUSED };
      try {
        const res = await webpush.sendNotification(subscription, payload, {
          vapidDetails,
          TTL: ttlSeconds,
          urgency,
          contentEncoding: 'aes128gcm',
          timeout: options.timeoutMs ?? 10_000,
          ...(agent && { agent }),
        });
        return { ok: true, status: res.statusCode };
      } catch (error) {
        if (error instanceof WebPushError)
          return {
            ok: false,
            status: error.statusCode,
            error: `HTTP ${error.statusCode}: ${error.body}`.slice(0, 300),
          };
        return { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
