// State and actions of the 'Browser Notifications' switch (R-NTF-1). On: ask permission, register the
// service worker, subscribe to Web Push and hand the subscription to the server. A browser that cannot
// reach a push service still shows notifications while Parley is open. Off: unsubscribe everywhere.
import { notifications } from '@mantine/notifications';
import { NOTIFICATION_MESSAGES } from '@parley/messages/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  browserNotificationsSupported,
  isSwitchedOn,
  leaveThisBrowser,
  registerNotificationWorker,
  rememberSwitch,
  subscribeThisBrowser,
} from './browser-push';
import { type Audience, useNotificationApi } from './notification-api';

export function useBrowserNotifications(audience: Audience, personKey: string) {
  const api = useNotificationApi(audience);
  const supported = browserNotificationsSupported();
  const [on, setOn] = useState(() => isSwitchedOn(personKey));
  const [busy, setBusy] = useState(false);
  const vapid = useQuery({
    ...api.vapidPublicKey.queryOptions(),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: supported,
  });
  const { mutateAsync: saveSubscription } = useMutation(api.subscribePush.mutationOptions());
  const { mutateAsync: dropSubscription } = useMutation(api.unsubscribePush.mutationOptions());
  const publicKey = vapid.data?.publicKey;

  /** This browser's push subscription, saved on the server; false when its push service did not answer. */
  async function subscribe(registration: ServiceWorkerRegistration): Promise<boolean> {
    if (!publicKey) return false;
    try {
      await saveSubscription(await subscribeThisBrowser(registration, publicKey));
      return true;
    } catch {
      return false;
    }
  }

  /** Worker and subscription, one attempt at a time (switching on and the effect below share it). */
  const pending = useRef<Promise<boolean> | null>(null);
  function sync(): Promise<boolean> {
    pending.current ??= registerNotificationWorker()
      .then(subscribe)
      .finally(() => {
        pending.current = null;
      });
    return pending.current;
  }

  // Switched on earlier (or before signing out): make sure the server still has this browser.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per person and key, not per render
  useEffect(() => {
    if (on && publicKey) void sync().catch(() => undefined);
  }, [on, publicKey, personKey]);

  async function turnOn() {
    if (!supported) {
      notifications.show({ color: 'red', message: NOTIFICATION_MESSAGES.unsupported });
      return;
    }
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        notifications.show({
          color: 'red',
          message: NOTIFICATION_MESSAGES.permissionDenied,
          autoClose: 6000,
        });
        return;
      }
      // The worker alone lets an open dashboard show browser notifications: the switch is on from here.
      await registerNotificationWorker();
      const subscribed = sync();
      rememberSwitch(personKey, true);
      setOn(true);
      setBusy(false);
      // A browser without a reachable push service can take a long time to say so; nobody waits for it.
      if (!(await subscribed))
        notifications.show({
          color: 'yellow',
          message: NOTIFICATION_MESSAGES.pushUnavailable,
          autoClose: 6000,
        });
    } catch {
      notifications.show({ color: 'red', message: NOTIFICATION_MESSAGES.unsupported });
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    try {
      await leaveThisBrowser(dropSubscription).catch(() => undefined);
      rememberSwitch(personKey, false);
      setOn(false);
    } finally {
      setBusy(false);
    }
  }

  return { supported, on, busy, toggle: () => void (on ? turnOff() : turnOn()) };
}

/** Sign-out takes this browser off the person's pushes (a shared computer must not keep showing them). */
export async function leaveBrowserPush(
  dropOnServer: (input: { endpoint: string }) => Promise<{ removed: number }>,
): Promise<void> {
  // Signing out goes on whatever happens here.
  await leaveThisBrowser(dropOnServer).catch(() => undefined);
}
