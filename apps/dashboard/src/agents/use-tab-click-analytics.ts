// R-APS-12: every tab click is recorded for the analytics tab; failures never disturb navigation.
import type { Region } from '@parley/kernel/regions';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';

export function useTabClickAnalytics(region: Region, agentId: string): (tab: string) => void {
  const trpc = useTRPC();
  const record = useMutation(trpc.analytics.recordTabClick.mutationOptions({ retry: false }));
  return (tab) => record.mutate({ region, agentId, tab });
}
