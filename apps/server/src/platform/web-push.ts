// The server's Web Push sender: VAPID keys from the environment or DATA_DIR, checked at start-up so a
// bad key stops the server instead of failing every push later.
import { type Env, vapidSubjectOf } from '@parley/config/env';
import { loadVapidKeys } from '@parley/notifications/infrastructure/vapid-keys';
import {
  createWebPushSender,
  type WebPushSender,
} from '@parley/notifications/infrastructure/web-push-sender';
import webpush from 'web-push';

export function webPushOf(env: Env, dataDir?: string): WebPushSender {
  const vapid = loadVapidKeys({
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
    dataDir,
  });
  const subject = vapidSubjectOf(env);
  try {
    webpush.getVapidHeaders(
      'https://push.example.com',
      subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
    );
  } catch (error) {
    throw new Error(
      `Invalid configuration:\n  VAPID keys: ${error instanceof Error ? error.message : error}`,
    );
  }
  return createWebPushSender({ vapid, subject, allowPrivateNetwork: env.PUSH_ALLOW_PRIVATE_NETWORK });
}
