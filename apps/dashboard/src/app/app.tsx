// Providers: Mantine (theme, colour scheme, notifications), TanStack Query, tRPC and the router.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from '../lib/query-client';
import { createTrpcOptions, TRPCProvider, trpcClient } from '../lib/trpc';
import { createAppRouter } from './router';
import { colorSchemeManager, theme } from './theme';

const queryClient = createQueryClient(() => {
  // The session expired or was revoked: forget who we were and sign in again.
  queryClient.setQueryData(trpc.auth.me.queryKey(), null);
  if (router.state.location.pathname.startsWith('/app/')) void router.navigate({ to: '/login' });
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
