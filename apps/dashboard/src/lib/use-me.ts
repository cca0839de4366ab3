import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc';

/** The signed-in account and workspace, or null. */
export function useMe() {
  const trpc = useTRPC();
  return useQuery(trpc.auth.me.queryOptions()).data ?? null;
}
