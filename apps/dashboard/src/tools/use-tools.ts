// The agent's tools over tRPC, and the mutations that change them (list refreshed after each).
import type { Region } from '@parley/kernel/regions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';

export function useTools(region: Region, agentId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.tools.list.queryOptions({ region, agentId }));
}

export function useToolMutations(region: Region, agentId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.tools.list.queryKey({ region, agentId }) });
  return {
    create: useMutation(trpc.tools.create.mutationOptions({ onSuccess: refresh })),
    update: useMutation(trpc.tools.update.mutationOptions({ onSuccess: refresh })),
    remove: useMutation(trpc.tools.delete.mutationOptions({ onSuccess: refresh })),
    test: useMutation(trpc.tools.test.mutationOptions()),
  };
}
