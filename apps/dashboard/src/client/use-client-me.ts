import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';

/** The signed-in client (or agency admin) session, or null. */
export function useClientMe() {
  const trpc = useTRPC();
  return useQuery(trpc.clientAuth.me.queryOptions()).data ?? null;
}

/** The client's agents, in its own order (R-CSH-5). */
export function useClientAgents(enabled = true) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.clientAuth.agents.queryOptions(), enabled });
}
