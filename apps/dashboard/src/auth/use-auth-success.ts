// After sign-in or sign-up: forget any previous user's cache, then open the workspace's agents.
import type { TAuthResult } from '@parley/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { preferView } from '../client/view-preference';

export function useAuthSuccess() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (result: TAuthResult) => {
    queryClient.clear();
    // With a client session in this browser too, the workspace dashboard is the one wanted now.
    preferView('workspace');
    await navigate({ to: '/app/$region/agents', params: { region: result.workspace.region } });
  };
}
