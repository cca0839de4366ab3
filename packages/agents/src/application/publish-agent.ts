// publish: applies the draft to the agent and takes a backup, all or nothing (R-VER-12, R-VER-13, R-VER-14).
import type { TAgentBackup } from '@parley/contract/versions';
import type { DataContext } from '@parley/db/context';
import { unixSeconds } from '@parley/kernel/time';
import { mergeIntoAgentRow } from '../domain/build-agent';
import { updateAgentRow } from '../infrastructure/agent-repo';
import { deleteDraft, findDraft } from '../infrastructure/draft-repo';
import { type AgentActor, actorOf, DESIGN_SECTIONS } from './agent-access';
import { toAgentDocument } from './agent-document';
import { type AgentRef, inAgentTransaction } from './require-managed-agent';
import { takeBackup } from './take-backup';

/** Without a draft it still saves (lastModified) and backs up, as the spec's Publish posts the whole agent. */
export async function publishAgent(
  ctx: DataContext,
  principal: AgentActor,
  ref: AgentRef,
): Promise<{ agent: Record<string, unknown>; backup: TAgentBackup }> {
  return inAgentTransaction(ctx, principal, ref, DESIGN_SECTIONS, async (tx, row) => {
    const now = unixSeconds();
    const draft = await findDraft(tx, row.id);
    // The same merge write as POST /v2/agents/{id} (upsertAgent's update path).
    const published = mergeIntoAgentRow(row, draft?.patch ?? {}, now);
    await updateAgentRow(tx, row.id, published);
    await deleteDraft(tx, row.id);
    const backup = await takeBackup(tx, ctx, published, actorOf(principal), now);
    return { agent: toAgentDocument(ctx, published), backup };
  });
}
