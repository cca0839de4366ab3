// Parley's notification service worker (R-NTF-1, R-NTF-9): shows Web Push messages and opens their
// conversation on click. It handles no fetches, so it never stands between the dashboard and the server.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Only an address on this origin is opened, whatever a message carries ('//host' and 'https://…' are not). */
function ownUrl(value) {
  const home = `${self.location.origin}/`;
  try {
    const url = new URL(typeof value === 'string' ? value : '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : home;
  } catch {
    return home;
  }
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Parley';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      data: { url: ownUrl(data.url) },
      // A handoff request waits for someone to act on it.
      requireInteraction: data.level === 2,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = ownUrl(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        // The open dashboard moves there with its router, without a reload.
        open.postMessage({ type: 'parley-open', url: target });
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
