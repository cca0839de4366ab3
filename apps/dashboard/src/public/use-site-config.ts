import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';

/** The operator's public-site settings (header links, name, demo agent); cached for the visit. */
export function useSiteConfig() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.site.config.queryOptions(), staleTime: Number.POSITIVE_INFINITY }).data;
}
