// The one place notifications are fetched (R-NTF-7): polled every few seconds for now (the handoff
// engine's live socket can feed it later without touching the UI). The latest unseen one becomes a
// 5 s toast with its alert sounds and, when the page is not in front, a browser notification; then it
// is marked seen (R-NTF-5, R-NTF-6, R-HND-9).
import { notifications } from '@mantine/notifications';
import { cutNotificationText } from '@parley/notifications/domain/notification-text';
import {
  alertOffsets,
  scheduleAlerts,
  TOAST_MS,
  toastToShow,
} from '@parley/notifications/domain/notification-timing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { playChime } from './alert-sound';
import { isSwitchedOn, showInBrowser } from './browser-push';
import { type Audience, useNotificationApi } from './notification-api';

export const POLL_MS = 4000;

export interface FeedViewer {
  /** 'account:<id>' or 'client:<id>': whose browser switch applies. */
  personKey: string;
  /** R-NTF-6's notifyOnly applies to clients only. */
  clientId: string | null;
}

const tagOf = (id: string) => `parley-${id.replace(':', '-')}`;
const pageInFront = () => document.visibilityState === 'visible' && document.hasFocus();

export function useNotificationFeed(audience: Audience, viewer: FeedViewer) {
  const api = useNotificationApi(audience);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useQuery({
    ...api.list.queryOptions(),
    refetchInterval: POLL_MS,
    // Background tabs keep listening: they are the ones that raise browser notifications.
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: api.list.queryKey() });
  // mutate is stable across renders, so effects below do not re-run for it.
  const { mutate: markSeen } = useMutation(api.markSeen.mutationOptions({ onSettled: refresh }));
  const markAllRead = useMutation(api.markAllRead.mutationOptions({ onSettled: refresh }));
  const handled = useRef(new Set<string>());
  const cancels = useRef<Array<() => void>>([]);

  const open = useCallback(
    (n: { ID: string; urlPathname: string | null; seen: boolean }) => {
      if (!n.seen) markSeen({ id: n.ID });
      if (n.urlPathname) void navigate({ href: n.urlPathname });
    },
    [markSeen, navigate],
  );

  // R-NTF-5: the latest unseen notification, unless R-NTF-6 ignores it, toasts once and is marked seen.
  useEffect(() => {
    const data = list.data;
    if (!data) return;
    const serverNow = data.now + (Date.now() - list.dataUpdatedAt);
    const n = toastToShow(data.items, serverNow, viewer.clientId);
    if (!n || handled.current.has(n.ID)) return;
    handled.current.add(n.ID);
    const title = cutNotificationText(n.title);
    const body = cutNotificationText(n.body);
    notifications.show({
      id: tagOf(n.ID),
      title,
      message: body,
      autoClose: TOAST_MS,
      color: n.notificationLevel === 2 ? 'orange' : 'blue',
      style: { cursor: n.urlPathname ? 'pointer' : undefined },
      onClick: () => open(n),
      'data-testid': 'notification-toast',
    } as Parameters<typeof notifications.show>[0]);
    cancels.current.push(scheduleAlerts(alertOffsets(n, serverNow), playChime));
    if (isSwitchedOn(viewer.personKey) && !pageInFront())
      void showInBrowser({ title, body, tag: tagOf(n.ID), url: n.urlPathname }).catch(() => undefined);
    markSeen({ id: n.ID });
  }, [list.data, list.dataUpdatedAt, viewer.clientId, viewer.personKey, markSeen, open]);

  useEffect(
    () => () => {
      for (const cancel of cancels.current) cancel();
    },
    [],
  );

  // A click on a browser notification while the dashboard is open moves it there (notifications-sw.js).
  useEffect(() => {
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; url?: string } | null;
      if (data?.type !== 'parley-open' || !data.url) return;
      const url = new URL(data.url, window.location.origin);
      if (url.origin === window.location.origin) void navigate({ href: `${url.pathname}${url.search}` });
    };
    worker?.addEventListener('message', onMessage);
    return () => worker?.removeEventListener('message', onMessage);
  }, [navigate]);

  return {
    items: list.data?.items ?? [],
    unseen: list.data?.unseen ?? 0,
    serverNow: list.data ? list.data.now + (Date.now() - list.dataUpdatedAt) : Date.now(),
    loading: list.isPending,
    open,
    markAllRead: () => markAllRead.mutate(),
    markingAll: markAllRead.isPending,
  };
}
