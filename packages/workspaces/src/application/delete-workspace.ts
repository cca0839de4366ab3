// Deleting a workspace (R-WKS-10, R-WKS-13): never the personal one. Its agents, organisations,
// clients and invitations go in one transaction per region: the other region first, then the home
// region with the workspace row, so a failure part-way leaves the workspace there to delete again.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { otherRegion, type Region } from '@parley/kernel/regions';
import { deleteRefusal } from '../domain/delete-rules';
import type { SessionPrincipal } from '../domain/principal';
import { deleteWorkspaceData } from '../infrastructure/delete-workspace-data';
import type { WorkspaceRow } from '../infrastructure/workspace-repo';
import { resetToPersonal } from './switch-workspace';
import { requireOwnedActiveWorkspace } from './workspace-access';

/** `confirmation` null: the REST call, which has no typed confirmation (the UI asks for it). */
export async function deleteWorkspaceEverywhere(
  ctx: DataContext,
  target: { region: Region; row: WorkspaceRow },
  confirmation: string | null,
): Promise<void> {
  const refusal = deleteRefusal(target.row, confirmation);
  if (refusal) throw new AppError('BAD_REQUEST', refusal);
  const uid = target.row.uid;
  await ctx.dbs[otherRegion(target.region)].db.transaction((tx) =>
    deleteWorkspaceData(tx, uid, { withRow: false }),
  );
  await ctx.dbs[target.region].db.transaction((tx) => deleteWorkspaceData(tx, uid, { withRow: true }));
}

export async function deleteActiveWorkspace(
  ctx: DataContext,
  p: SessionPrincipal,
  args: { confirmation: string },
): Promise<{ workspaceName: string }> {
  const active = await requireOwnedActiveWorkspace(ctx, p);
  await deleteWorkspaceEverywhere(ctx, active, args.confirmation);
  await resetToPersonal(ctx, p);
  return { workspaceName: active.row.workspaceName };
}
