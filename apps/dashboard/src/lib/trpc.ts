// The one way the dashboard calls its typed API: tRPC over TanStack Query, same-origin cookie session.
import type { AppRouter } from '@parley/server/trpc/app-router';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCContext, createTRPCOptionsProxy } from '@trpc/tanstack-react-query';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

export const trpcClient = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: '/api/trpc' })],
});

/** The same query options outside React (route guards); keys are identical to useTRPC()'s, so the cache is shared. */
export const createTrpcOptions = (queryClient: QueryClient) =>
  createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
export type TrpcOptions = ReturnType<typeof createTrpcOptions>;

/** The tRPC error code (NOT_FOUND, UNAUTHORIZED, …) of a failed call, if it came from the server. */
export function trpcErrorCode(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const code = (error.data as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Client errors (4xx) will not succeed on retry. */
export function isClientError(error: unknown): boolean {
  const status =
    error instanceof TRPCClientError
      ? (error.data as { httpStatus?: unknown } | undefined)?.httpStatus
      : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
}
