// 'Log Out' for client users (R-CLA-17): end the client session, drop the cache, back to sign-in.
import { notifications } from '@mantine/notifications';
import { CLIENT_AUTH_MESSAGES } from '@parley/messages/client-auth';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { trpcClient, useTRPC } from '../lib/trpc';
import { leaveBrowserPush } from '../notifications/use-browser-notifications';
import { clientSignOut } from './client-auth-api';
import { preferView } from './view-preference';

export function useClientSignOut(after: 'login' | 'workspace' = 'login') {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = async (region?: string) => {
    setPending(true);
    try {
      await leaveBrowserPush((input) => trpcClient.clientNotifications.unsubscribePush.mutate(input));
      await clientSignOut();
      preferView(null);
      queryClient.setQueryData(trpc.clientAuth.me.queryKey(), null);
      notifications.show({ color: 'green', message: CLIENT_AUTH_MESSAGES.signedOut, autoClose: 2000 });
      if (after === 'workspace' && region) await navigate({ to: '/app/$region/agents', params: { region } });
      else await navigate({ to: '/client/login' });
      queryClient.clear();
    } catch {
      notifications.show({
        color: 'red',
        title: CLIENT_AUTH_MESSAGES.signOutAlert,
        message: CLIENT_AUTH_MESSAGES.signOutError,
      });
    } finally {
      setPending(false);
    }
  };
  return { signOut: run, pending };
}
