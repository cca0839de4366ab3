// Providers: Mantine (theme, colour scheme, notifications), TanStack Query, tRPC and the router.
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { CLIENT_AUTH_MESSAGES } from '@parley/messages/client-auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from '../lib/query-client';
import { createTrpcOptions, TRPCProvider, trpcClient } from '../lib/trpc';
import { createAppRouter } from './router';
import { colorSchemeManager, theme } from './theme';

const queryClient = createQueryClient(() => {
  // The session expired or was revoked (a client's password changed, R-CLA-18): forget who we were and
  // sign in again, on the sign-in page of whoever we were.
  const wasClient = Boolean(queryClient.getQueryData(trpc.clientAuth.me.queryKey()));
  queryClient.setQueryData(trpc.auth.me.queryKey(), null);
  queryClient.setQueryData(trpc.clientAuth.me.queryKey(), null);
  if (wasClient)
    notifications.show({ color: 'orange', message: CLIENT_AUTH_MESSAGES.loginAgain, autoClose: 4000 });
  if (router.state.location.pathname.startsWith('/app/'))
    void router.navigate({ to: wasClient ? '/client/login' : '/login' });
});
const trpc = createTrpcOptions(queryClient);
const router = createAppRouter({ queryClient, trpc });

export function App() {
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto">
      <Notifications position="bottom-right" zIndex={1000} />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <RouterProvider router={router} />
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
