// Loads the agent live (R-APS-15): moved to the other region → same URL with the region swapped; missing → /404.
import { type Region, swapRegionInPath } from '@parley/kernel/regions';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { trpcErrorCode, useTRPC } from '../lib/trpc';
import { type AgentView, toAgentView } from './agent-view';

export function useAgent(
  region: Region,
  agentId: string,
): { agent: AgentView | null; error: { message: string } | null } {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const href = useRouterState({ select: (s) => s.location.href });
  const query = useQuery(trpc.agents.get.queryOptions({ region, agentId }));
  const data = query.data;
  const code = trpcErrorCode(query.error);
  const missing = code === 'NOT_FOUND' || code === 'BAD_REQUEST';

  useEffect(() => {
    if (data?.status === 'moved') void navigate({ href: swapRegionInPath(href, data.region), replace: true });
  }, [data, href, navigate]);

  useEffect(() => {
    if (missing) void navigate({ to: '/404', replace: true });
  }, [missing, navigate]);

  return {
    agent: data?.status === 'found' ? toAgentView(data.agent, agentId) : null,
    error: query.error && !missing ? query.error : null,
  };
}
