// After sign-in or sign-up: forget any previous user's cache, then open the workspace's agents.
import type { TAuthResult } from '@parley/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';

export function useAuthSuccess() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (result: TAuthResult) => {
    queryClient.clear();
    await navigate({ to: '/app/$region/agents', params: { region: result.workspace.region } });
  };
}
