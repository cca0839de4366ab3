// saveDraft: merges an edit into the agent's unpublished patch (R-VER-12, R-VER-17).
import type { TAgentDoc } from '@parley/contract/agents';
import type { TAgentDraftState } from '@parley/contract/versions';
import type { DataContext } from '@parley/db/context';
import { unixSeconds } from '@parley/kernel/time';
import { isSameAgentVersion } from '../domain/agent-compare';
import { draftView, mergeDraftPatch } from '../domain/agent-draft';
import { deleteDraft, findDraft, upsertDraft } from '../infrastructure/draft-repo';
import { type AgentActor, actorOf, DESIGN_SECTIONS } from './agent-access';
import { toAgentDocument } from './agent-document';
import { draftStateOf } from './draft-state';
import { type AgentRef, inAgentTransaction } from './require-managed-agent';

/** `patch` is already validated by ZAgentDoc (maxChunkSize ≥ 1000, R-VER-16) at the boundary. */
export async function saveDraft(
  ctx: DataContext,
  principal: AgentActor,
  args: AgentRef & { patch: TAgentDoc },
): Promise<TAgentDraftState> {
  return inAgentTransaction(ctx, principal, args, DESIGN_SECTIONS, async (tx, row) => {
    const published = toAgentDocument(ctx, row);
    const stored = (await findDraft(tx, row.id))?.patch ?? {};
    const patch = mergeDraftPatch(published, stored, args.patch as Record<string, unknown>);
    // Back to the published version: there is nothing left to publish.
    if (isSameAgentVersion(published, draftView(published, patch))) {
      await deleteDraft(tx, row.id);
      return draftStateOf(ctx, row, undefined);
    }
    const draft = { agentId: row.id, patch, updatedBy: actorOf(principal), updatedAt: unixSeconds() };
    await upsertDraft(tx, draft);
    return draftStateOf(ctx, row, draft);
  });
}
