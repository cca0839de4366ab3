// '+ New Organization' (R-ORG-7): creates one named 'New Organization' and opens it.
import type { Region } from '@parley/kernel/regions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTRPC } from '../lib/trpc';
import { notifyError, ORG_UI_MESSAGES } from './org-notices';

export function useCreateOrg(region: Region) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation(
    trpc.orgs.create.mutationOptions({
      onSuccess: async (org) => {
        void queryClient.invalidateQueries({ queryKey: trpc.orgs.list.queryKey() });
        await navigate({ to: '/app/$region/clients/$orgId', params: { region, orgId: org.ID } });
      },
      onError: (error) => notifyError(ORG_UI_MESSAGES.orgCreateFailed(error.message)),
    }),
  );
}
