// getAgentBackups (newest first) and getLatestBackup (R-VER-1, R-VER-10).
import type { TAgentBackup } from '@parley/contract/versions';
import type { DataContext } from '@parley/db/context';
import { findLatestBackup, listBackups } from '../infrastructure/backup-repo';
import { type AgentActor, DESIGN_SECTIONS } from './agent-access';
import { type AgentRef, requireManagedAgent } from './require-managed-agent';
import { toAgentBackup } from './take-backup';

export async function getAgentBackups(
  ctx: DataContext,
  principal: AgentActor,
  ref: AgentRef,
): Promise<TAgentBackup[]> {
  const { region, row } = await requireManagedAgent(ctx, principal, ref, DESIGN_SECTIONS);
  return (await listBackups(ctx.dbs[region].db, row.id)).map(toAgentBackup);
}

export async function getLatestBackup(
  ctx: DataContext,
  principal: AgentActor,
  ref: AgentRef,
): Promise<TAgentBackup | null> {
  const { region, row } = await requireManagedAgent(ctx, principal, ref, DESIGN_SECTIONS);
  const latest = await findLatestBackup(ctx.dbs[region].db, row.id);
  return latest ? toAgentBackup(latest) : null;
}
