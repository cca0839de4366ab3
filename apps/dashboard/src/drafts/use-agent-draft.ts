// The agent's draft (R-VER-*): the published agent, the draft view the editors work on, and a merge save.
// Saved edits stay a draft until Publish; every tab that edits agent fields goes through this hook.
import type { TAgentDoc } from '@parley/contract/agents';
import type { TAgentDraftState } from '@parley/contract/versions';
import type { Region } from '@parley/kernel/regions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';

export interface AgentDraft {
  /** null until the first load. */
  state: TAgentDraftState | null;
  loading: boolean;
  /** The load error, if the draft could not be read. */
  loadError: { message: string } | null;
  /** Merge-writes the patch into the draft; resolves with the new state, rejects with the server's error. */
  save: (patch: TAgentDoc) => Promise<TAgentDraftState>;
  saving: boolean;
  /** The last save's error, cleared by the next save. */
  error: { message: string } | null;
}

export function useAgentDraft(region: Region, agentId: string): AgentDraft {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const input = { region, agentId };
  const query = useQuery(trpc.agents.getDraft.queryOptions(input));
  const mutation = useMutation(
    trpc.agents.saveDraft.mutationOptions({
      onSuccess: (state) => {
        queryClient.setQueryData(trpc.agents.getDraft.queryKey(input), state);
        // The header and the Publish button read these; the draft query refetches in the background.
        void queryClient.invalidateQueries({ queryKey: trpc.agents.get.queryKey(input) });
        void queryClient.invalidateQueries({ queryKey: trpc.agents.getDraft.queryKey(input) });
      },
    }),
  );

  return {
    state: query.data ?? null,
    loading: query.isPending,
    loadError: query.error,
    save: (patch) => mutation.mutateAsync({ region, agentId, patch }),
    saving: mutation.isPending,
    error: mutation.error,
  };
}
