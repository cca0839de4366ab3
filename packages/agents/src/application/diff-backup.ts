// diffBackup: what changed from a backup to another backup or, by default, to the published agent.
import type { TAgentChange } from '@parley/contract/versions';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { BACKUP_NOT_FOUND } from '../domain/agent-backup';
import { diffAgentDocs } from '../domain/agent-diff';
import { findBackup } from '../infrastructure/backup-repo';
import { type AgentActor, DESIGN_SECTIONS } from './agent-access';
import { type AgentRef, requireManagedAgent } from './require-managed-agent';
import { backupTemplateOf } from './take-backup';

type Data = Record<string, unknown>;
const agentDataOf = (template: unknown): Data => (template as { agentData: Data }).agentData;

export async function diffBackup(
  ctx: DataContext,
  principal: AgentActor,
  args: AgentRef & { backupId: string; against?: string },
): Promise<{ changes: TAgentChange[] }> {
  const { region, row } = await requireManagedAgent(ctx, principal, args, DESIGN_SECTIONS);
  const { db } = ctx.dbs[region];
  const load = async (id: string) => {
    const found = await findBackup(db, row.id, id);
    if (!found) throw new AppError('NOT_FOUND', BACKUP_NOT_FOUND);
    return agentDataOf(found.agentTemplate);
  };
  const before = await load(args.backupId);
  // The published agent in backup form, so secrets never appear in a diff.
  const after = args.against ? await load(args.against) : backupTemplateOf(ctx, row).agentData;
  return { changes: diffAgentDocs(before, after) };
}
