import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { trpcClient, useTRPC } from '../lib/trpc';
import { leaveBrowserPush } from '../notifications/use-browser-notifications';
import { signOut } from './auth-api';

/** 'Log Out': end the session on the server, drop every cached answer, go to /login. */
export function useSignOut() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      // While the session still works: this browser stops getting the person's pushes.
      await leaveBrowserPush((input) => trpcClient.notifications.unsubscribePush.mutate(input));
      await signOut();
      // Signed out before leaving, so /login does not bounce back; the rest of the cache goes after the
      // page's queries have unmounted (clearing first would refetch them without a session).
      queryClient.setQueryData(trpc.auth.me.queryKey(), null);
      await navigate({ to: '/login' });
      queryClient.clear();
    } catch (error) {
      notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setPending(false);
    }
  };
  return { signOut: run, pending };
}
