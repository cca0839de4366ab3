// The agency a client sign-in page belongs to: ?agency= names it, else the host it is served on.
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';

export function usePublicAgency(agencyId?: string | null) {
  const trpc = useTRPC();
  const input = agencyId ? { agencyId } : { host: window.location.hostname };
  return useQuery({ ...trpc.agency.public.queryOptions(input), staleTime: 60_000 });
}
