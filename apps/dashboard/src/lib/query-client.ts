// One QueryClient for the app: no retries on client errors, and an expired session sends the user to sign in.
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isClientError, trpcErrorCode } from './trpc';

export function createQueryClient(onUnauthorized: () => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (trpcErrorCode(error) === 'UNAUTHORIZED') onUnauthorized();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => !isClientError(error) && failures < 2,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
