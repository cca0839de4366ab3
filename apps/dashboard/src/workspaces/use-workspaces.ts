// The workspace menu's data and actions. Switching re-points the session, then every cached answer
// is refetched for the new workspace (R-WKS-2).
import { notifications } from '@mantine/notifications';
import type { Region } from '@parley/kernel/regions';
import { WORKSPACE_MESSAGES } from '@parley/messages/workspaces';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { truncateName } from '../lib/text';
import { useTRPC } from '../lib/trpc';

/** R-SHL-14: notices last 2 to 4 seconds. */
export const WORKSPACE_NOTICE_MS = 3000;

export const notifyError = (message: string) =>
  notifications.show({ color: 'red', message, autoClose: WORKSPACE_NOTICE_MS });
export const notifySuccess = (message: string) =>
  notifications.show({ color: 'green', message, autoClose: WORKSPACE_NOTICE_MS });

export function useWorkspaceList(enabled = true) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.workspaces.list.queryOptions(), enabled });
}

/** After a switch (or leaving/deleting the active workspace): open its agents and reload everything. */
export function useReloadIntoWorkspace() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (region: Region) => {
    await navigate({ to: '/app/$region/agents', params: { region } });
    await queryClient.resetQueries();
  };
}

export function useSwitchWorkspace() {
  const trpc = useTRPC();
  const reload = useReloadIntoWorkspace();
  const mutation = useMutation(trpc.workspaces.switch.mutationOptions());
  const switchTo = async (target: { uid: string; region: Region; workspaceName: string }) => {
    try {
      await mutation.mutateAsync({ uid: target.uid, region: target.region });
      await reload(target.region);
      notifySuccess(WORKSPACE_MESSAGES.switched(truncateName(target.workspaceName)));
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    }
  };
  return { switchTo, pending: mutation.isPending };
}
