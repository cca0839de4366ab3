// The 'Browser Notifications' switch underneath (R-NTF-1, R-NTF-9): permission, the service worker
// that shows pushes and opens their page on click, and the Web Push subscription the server sends to.
// Whether this browser is switched on is remembered per person, so someone else signing in on the
// same browser starts with it off.

export const SERVICE_WORKER_URL = '/notifications-sw.js';
const FLAG_PREFIX = 'parley-browser-notifications:';

export const browserNotificationsSupported = () =>
  typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator;

export function isSwitchedOn(personKey: string): boolean {
  if (!browserNotificationsSupported() || Notification.permission !== 'granted') return false;
  return localStorage.getItem(FLAG_PREFIX + personKey) === '1';
}

export function rememberSwitch(personKey: string, on: boolean): void {
  if (on) localStorage.setItem(FLAG_PREFIX + personKey, '1');
  else localStorage.removeItem(FLAG_PREFIX + personKey);
}

export async function registerNotificationWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

const toBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((v, i) => v === b[i]);

export interface SubscriptionJson {
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
}

/**
 * This browser's push subscription for the server's VAPID key (a subscription made for an older key is
 * replaced). Rejects when the browser cannot reach its push service (offline, or none configured).
 */
export async function subscribeThisBrowser(
  registration: ServiceWorkerRegistration,
  vapidPublicKey: string,
): Promise<SubscriptionJson> {
  const key = toBytes(vapidPublicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth)
    throw new Error('incomplete push subscription');
  return {
    endpoint: json.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
  };
}

/**
 * Takes this browser off the person's pushes: the server forgets the endpoint if it is theirs, and only
 * then the browser drops the subscription (it may be someone else's on a shared browser).
 */
export async function leaveThisBrowser(
  dropOnServer: (input: { endpoint: string }) => Promise<{ removed: number }>,
): Promise<void> {
  if (!browserNotificationsSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  const { removed } = await dropOnServer({ endpoint: subscription.endpoint });
  if (removed > 0) await subscription.unsubscribe().catch(() => false);
}

/** While the page is open the dashboard itself shows the notification (same tag as a push: no double). */
export async function showInBrowser(n: { title: string; body: string; tag: string; url: string | null }) {
  const registration = await navigator.serviceWorker.getRegistration('/');
  await registration?.showNotification(n.title, { body: n.body, tag: n.tag, data: { url: n.url ?? '/' } });
}
