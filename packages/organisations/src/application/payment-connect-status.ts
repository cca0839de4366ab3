// R-ORG-13: whether the workspace that owns an organisation has its payment-connect account connected.
import type { DataContext } from '@parley/db/context';
import { otherRegion, type Region } from '@parley/kernel/regions';
import { findWorkspace } from '@parley/workspaces/infrastructure/workspace-repo';
import { isPaymentConnected } from '../domain/payment-connect';

/** Looks in the preferred region first (the session's), then the other; an unknown workspace is not connected. */
export async function workspacePaymentConnected(
  ctx: DataContext,
  workspaceUid: string,
  preferred: Region,
): Promise<boolean> {
  for (const region of [preferred, otherRegion(preferred)]) {
    const workspace = await findWorkspace(ctx.dbs[region].db, workspaceUid);
    if (workspace) return isPaymentConnected(workspace.doc);
  }
  return false;
}
