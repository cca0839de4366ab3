import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';

/** Onboarding state, balance, subscription, double-account state and branding of the signed-in workspace. */
export function useAccountSummary() {
  const trpc = useTRPC();
  return useQuery(trpc.account.summary.queryOptions()).data;
}
