// The New Agent drawer's create action (R-AGC-9..13, R-AGC-15).

import { notifications } from '@mantine/notifications';
import type { TAgentTemplateId } from '@parley/contract/agents';
import type { Region } from '@parley/kernel/regions';
import { AGENT_MESSAGES, AGENT_NOTICE_MS } from '@parley/messages/agents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTRPC } from '../lib/trpc';
import { agentLandingPath } from './agent-paths';

export function useCreateAgent(region: Region, onCreated: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation(
    trpc.agents.convertAgentTemplateToAgent.mutationOptions({
      onSuccess: async ({ agentCreated }) => {
        notifications.show({ color: 'green', message: AGENT_MESSAGES.created, autoClose: AGENT_NOTICE_MS });
        void queryClient.invalidateQueries({ queryKey: trpc.agents.list.queryKey() });
        onCreated();
        await navigate({
          href: agentLandingPath(agentCreated.region, agentCreated.ID, agentCreated.enableNodes),
        });
      },
      onError: (error) => {
        notifications.show({
          color: 'red',
          message: AGENT_MESSAGES.createFailed(error.message),
          autoClose: AGENT_NOTICE_MS,
        });
      },
    }),
  );

  const create = (agentName: string, agentTemplate: TAgentTemplateId) => {
    if (!agentName.trim()) {
      notifications.show({ color: 'red', message: AGENT_MESSAGES.nameRequired, autoClose: AGENT_NOTICE_MS });
      return;
    }
    mutation.mutate({ region, agentName: agentName.trim(), agentTemplate });
  };

  return { create, isPending: mutation.isPending };
}
