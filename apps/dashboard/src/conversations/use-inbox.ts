// The inbox's server state: the filtered list, who "me" is, the organisation's inbox settings, and the
// live status that decides whether to poll (only when the live socket is not connected).
import type { TInboxFilter } from '@parley/contract/conversations';
import type { Region } from '@parley/kernel/regions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';
import { useInboxLive } from './use-inbox-live';

/** Without the live socket, the list and the open conversation are re-read this often. */
export const POLL_MS = 5000;

export function useInbox(region: Region, agentId: string, filter: TInboxFilter) {
  const trpc = useTRPC();
  const live = useInboxLive(region, agentId);
  const poll: number | false = live === 'live' ? false : POLL_MS;
  const list = useQuery({
    ...trpc.conversations.list.queryOptions({ region, agentId, filter }),
    refetchInterval: poll,
    // Changing a filter keeps the previous rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
  const me = useQuery({ ...trpc.conversations.me.queryOptions({ region, agentId }), staleTime: Infinity });
  const settings = useQuery({
    ...trpc.conversations.cannedResponses.queryOptions({ region, agentId }),
    staleTime: 60_000,
  });
  return { list, me: me.data ?? null, settings: settings.data ?? null, live, poll };
}

export type InboxSettings = NonNullable<ReturnType<typeof useInbox>['settings']>;
export type TeamMe = NonNullable<ReturnType<typeof useInbox>['me']>;
