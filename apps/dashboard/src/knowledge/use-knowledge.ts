// The agent's knowledge documents over tRPC (refreshed while any is still processing) and the mutations.
import type { Region } from '@parley/kernel/regions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';

const UNFINISHED = new Set(['INITIALIZED', 'PENDING']);

export function useKnowledgeList(region: Region, agentId: string, search: string) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.kb.list.queryOptions({ region, agentId, search: search.trim() || undefined }),
    refetchInterval: (q) => (q.state.data?.some((d) => UNFINISHED.has(d.status)) ? 2000 : false),
  });
}

export function useKnowledgeMutations(region: Region, agentId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.kb.list.pathKey() });
  return {
    createText: useMutation(trpc.kb.createText.mutationOptions({ onSuccess: refresh })),
    addUrls: useMutation(trpc.kb.addUrls.mutationOptions({ onSuccess: refresh })),
    remove: useMutation(trpc.kb.delete.mutationOptions({ onSuccess: refresh })),
    uploadFiles: useMutation({
      mutationFn: (files: File[]) => uploadKnowledgeFiles(region, agentId, files),
      onSuccess: refresh,
    }),
  };
}

/** Files go through the REST multipart route with the session cookie. */
async function uploadKnowledgeFiles(region: Region, agentId: string, files: File[]): Promise<string[]> {
  const form = new FormData();
  for (const f of files) form.append('file', f, f.name);
  const res = await fetch(`/api/v2/agents/${encodeURIComponent(agentId)}/kb/files?region=${region}`, {
    method: 'POST',
    credentials: 'same-origin',
    body: form,
  });
  const body = (await res.json().catch(() => null)) as { detail?: string; data?: { ids: string[] } } | null;
  if (!res.ok) throw new Error(body?.detail ?? `Upload failed (HTTP ${res.status}).`);
  return body?.data?.ids ?? [];
}
