// Keeps the inbox's queries fresh from /api/live: a change re-reads the list and that conversation. A burst
// of changes (a streamed reply, a take-over) becomes one re-read.
import type { Region } from '@parley/kernel/regions';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTRPC } from '../lib/trpc';
import { type LiveStatus, useLiveAgent } from '../live/use-live-agent';

const COALESCE_MS = 80;

export function useInboxLive(region: Region, agentId: string): LiveStatus {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pending = useRef({ all: false, users: new Set<string>() });
  const timer = useRef<number | undefined>(undefined);

  const flush = () => {
    timer.current = undefined;
    const { all, users } = pending.current;
    pending.current = { all: false, users: new Set() };
    void queryClient.invalidateQueries({ queryKey: trpc.conversations.list.pathKey() });
    if (all) void queryClient.invalidateQueries({ queryKey: trpc.conversations.get.pathKey() });
    else
      for (const userId of users)
        void queryClient.invalidateQueries({
          queryKey: trpc.conversations.get.queryKey({ region, agentId, userId }),
        });
  };

  return useLiveAgent(region, agentId, (userId) => {
    if (userId === null) pending.current.all = true;
    else pending.current.users.add(userId);
    timer.current ??= window.setTimeout(flush, COALESCE_MS);
  });
}
