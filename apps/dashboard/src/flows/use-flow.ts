// The agent's flow as a local draft, saved through agents.saveNodes with the R-VER-18 notices.

import { notifications } from '@mantine/notifications';
import type { Region } from '@parley/kernel/regions';
import { AGENT_MESSAGES, AGENT_NOTICE_MS } from '@parley/messages/agents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '../lib/trpc';
import type { DraftNode } from './flow-draft';

const nodesOf = (agent: Record<string, unknown> | undefined): DraftNode[] =>
  Array.isArray(agent?.nodes) ? (agent.nodes as DraftNode[]) : [];

export function useFlow(region: Region, agentId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery(trpc.agents.get.queryOptions({ region, agentId }));
  const agent = query.data?.status === 'found' ? query.data.agent : undefined;
  const [nodes, setNodes] = useState<DraftNode[] | null>(null);
  const [enableNodes, setEnableNodes] = useState<boolean | null>(null);

  // The draft starts from the stored flow once it has loaded.
  useEffect(() => {
    if (agent && nodes === null) setNodes(nodesOf(agent));
    if (agent && enableNodes === null) setEnableNodes(agent.enableNodes === true);
  }, [agent, nodes, enableNodes]);

  const save = useMutation(
    trpc.agents.saveNodes.mutationOptions({
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: AGENT_MESSAGES.sectionSaved,
          autoClose: AGENT_NOTICE_MS,
        });
        void queryClient.invalidateQueries({ queryKey: trpc.agents.get.queryKey({ region, agentId }) });
      },
      onError: (error) => {
        notifications.show({
          color: 'red',
          title: AGENT_MESSAGES.sectionSaveFailed,
          message: error.message,
          autoClose: 6000,
        });
      },
    }),
  );

  return {
    loaded: nodes !== null,
    nodes: nodes ?? [],
    setNodes: (update: (prev: DraftNode[]) => DraftNode[]) => setNodes((prev) => update(prev ?? [])),
    enableNodes: enableNodes ?? false,
    setEnableNodes,
    saving: save.isPending,
    save: () => save.mutate({ region, agentId, nodes: nodes ?? [], enableNodes: enableNodes ?? false }),
  };
}

export type FlowDraft = ReturnType<typeof useFlow>;
