import type { Region } from '@parley/kernel/regions';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';

/** New conversations and messages show without a reload. */
export const POLL_MS = 5000;

/** The agent's conversations, newest activity first (the server's order). */
export function useConversations(region: Region, agentId: string) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.conversations.list.queryOptions({ region, agentId }), refetchInterval: POLL_MS });
}
