// discardDraft: drops the unpublished edits; the editors fall back to the published agent.
import type { TAgentDraftState } from '@parley/contract/versions';
import type { DataContext } from '@parley/db/context';
import { deleteDraft } from '../infrastructure/draft-repo';
import { type AgentActor, DESIGN_SECTIONS } from './agent-access';
import { draftStateOf } from './draft-state';
import { type AgentRef, inAgentTransaction } from './require-managed-agent';

export async function discardDraft(
  ctx: DataContext,
  principal: AgentActor,
  ref: AgentRef,
): Promise<TAgentDraftState> {
  return inAgentTransaction(ctx, principal, ref, DESIGN_SECTIONS, async (tx, row) => {
    await deleteDraft(tx, row.id);
    return draftStateOf(ctx, row, undefined);
  });
}
