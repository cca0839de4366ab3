// Publish (R-VER-12..15): the draft goes live and a backup is taken, in one server transaction.
import { notifications } from '@mantine/notifications';
import { isPublished } from '@parley/agent-page/compare';
import type { Region } from '@parley/kernel/regions';
import { AGENT_NOTICE_MS } from '@parley/messages/agents';
import { VERSION_MESSAGES } from '@parley/messages/versions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';

export function usePublish(region: Region, agentId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const draft = useQuery(trpc.agents.getDraft.queryOptions({ region, agentId }));
  const publish = useMutation(
    trpc.agents.publish.mutationOptions({
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: VERSION_MESSAGES.published,
          autoClose: AGENT_NOTICE_MS,
        });
        // The agent, its draft and its history all changed.
        void queryClient.invalidateQueries({ queryKey: trpc.agents.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.versions.pathKey() });
      },
      // R-VER-13: a failed save is not retried.
      retry: false,
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: VERSION_MESSAGES.saveAgentFailedToast(error.message),
          autoClose: AGENT_NOTICE_MS,
        }),
    }),
  );
  const state = draft.data;
  const published = state ? isPublished(state.draft, state.published) : true;
  return {
    ready: Boolean(state),
    published,
    pending: publish.isPending,
    publish: () => publish.mutate({ region, agentId }),
  };
}
