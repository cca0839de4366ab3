// R-WSP-5..7: the agent's prototype link (on the agency's verified domain when it has one) and Demo link.
import type { Region } from '@parley/kernel/regions';
import { useQuery } from '@tanstack/react-query';
import { demoLink, prototypeLink } from '../agent-bar/demo-link';
import { useTRPC } from '../lib/trpc';

export function useWidgetLinks(region: Region, agentId: string) {
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.widgetSettings.links.queryOptions({ region, agentId }),
    staleTime: 60_000,
  });
  const domain = query.data?.agencyDomain ?? null;
  return {
    prototype: prototypeLink(region, agentId, {
      customDomain: domain,
      isVerifiedCustomDomain: domain !== null,
    }),
    demo: demoLink(region, agentId),
  };
}
