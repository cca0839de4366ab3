// The workspace menu's list (R-SHL-9, R-WKS-2): owned and member workspaces in both regions, personal first.
import type { DataContext } from '@parley/db/context';
import { REGIONS } from '@parley/kernel/regions';
import { canActFor } from '../domain/membership';
import type { SessionPrincipal } from '../domain/principal';
import { findWorkspacesOfAccount } from '../infrastructure/workspace-repo';
import { toWorkspaceSummary, type WorkspaceSummary } from './workspace-view';

export async function listWorkspaces(
  ctx: DataContext,
  p: SessionPrincipal,
): Promise<Array<WorkspaceSummary & { active: boolean }>> {
  const account = { id: p.accountId, email: p.email };
  const perRegion = await Promise.all(
    REGIONS.map(async (region) =>
      (await findWorkspacesOfAccount(ctx.dbs[region].db, p.accountId, p.email))
        .filter((row) => canActFor(row, account))
        .map((row) => ({
          ...toWorkspaceSummary(row, region, p.accountId),
          active: row.uid === p.workspaceUid,
        })),
    ),
  );
  return perRegion.flat().sort(byMenuOrder);
}

/** Personal first, then owned, then the rest, each by name. */
function byMenuOrder(a: WorkspaceSummary, b: WorkspaceSummary): number {
  const rank = (w: WorkspaceSummary) => (w.isPersonal && w.isOwner ? 0 : w.isOwner ? 1 : 2);
  return rank(a) - rank(b) || a.workspaceName.localeCompare(b.workspaceName) || a.uid.localeCompare(b.uid);
}
