// The limits in force for a workspace: the operator's defaults merged with its custom plan (R-WKS-17).
import type { DataContext } from '@parley/db/context';
import { REGIONS } from '@parley/kernel/regions';
import { customPlanLimitsOf, effectiveLimits, type WorkspaceLimits } from '../domain/workspace-limits';
import { findWorkspace } from '../infrastructure/workspace-repo';

export const limitsOfRow = (ctx: DataContext, row: { doc: Record<string, unknown> }): WorkspaceLimits =>
  effectiveLimits(customPlanLimitsOf(row.doc), ctx.planDefaults ?? {});

/** Looks the workspace up in both regions; an unknown workspace gets the defaults. */
export async function workspaceLimitsOf(ctx: DataContext, workspaceUid: string): Promise<WorkspaceLimits> {
  for (const region of REGIONS) {
    const row = await findWorkspace(ctx.dbs[region].db, workspaceUid);
    if (row) return limitsOfRow(ctx, row);
  }
  return effectiveLimits({}, ctx.planDefaults ?? {});
}
