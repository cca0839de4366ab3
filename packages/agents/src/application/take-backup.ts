// Writes one version-history snapshot of an agent row and keeps only the newest 20 (R-VER-8, R-VER-11).
import type { TAgentBackup } from '@parley/contract/versions';
import type { DataContext } from '@parley/db/context';
import { randomId } from '@parley/kernel/ids';
import { MAX_AGENT_BACKUPS } from '@parley/messages/versions';
import { buildBackupTemplate } from '../domain/agent-backup';
import type { AgentRow, Db } from '../infrastructure/agent-repo';
import { type BackupRow, insertBackup, pruneBackups } from '../infrastructure/backup-repo';
import { toAgentDocument } from './agent-document';

export function toAgentBackup(row: Pick<BackupRow, 'id' | 'createdAt' | 'agentTemplate'>): TAgentBackup {
  return {
    id: row.id,
    createdAt: row.createdAt,
    agentTemplate: row.agentTemplate as TAgentBackup['agentTemplate'],
  };
}

/** The backup form of the current agent: what a snapshot taken now would hold. */
export function backupTemplateOf(ctx: DataContext, row: AgentRow) {
  return buildBackupTemplate(row.id, toAgentDocument(ctx, row));
}

export async function takeBackup(
  db: Db,
  ctx: DataContext,
  row: AgentRow,
  createdBy: string,
  now: number,
): Promise<TAgentBackup> {
  const backup = { id: randomId(20), createdAt: now, agentTemplate: backupTemplateOf(ctx, row) };
  await insertBackup(db, { ...backup, agentId: row.id, createdBy });
  await pruneBackups(db, row.id, MAX_AGENT_BACKUPS);
  return toAgentBackup(backup);
}
