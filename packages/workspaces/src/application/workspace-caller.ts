// REST workspace calls (R-WKS-15): the workspace's own bearer secret, or its owner's session.
// Another workspace's secret, an agent key or a member answer 403 and nothing changes.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { REGIONS, type Region } from '@parley/kernel/regions';
import { WORKSPACE_MESSAGES } from '@parley/messages/workspaces';
import { isWorkspaceOwner } from '../domain/membership';
import type { Principal } from '../domain/principal';
import { findWorkspace, type WorkspaceRow } from '../infrastructure/workspace-repo';

export async function requireWorkspaceCaller(
  ctx: DataContext,
  principal: Principal,
  uid: string,
): Promise<{ region: Region; row: WorkspaceRow }> {
  const refuse = () => new AppError('FORBIDDEN', WORKSPACE_MESSAGES.ownerOnly);
  if (principal.kind === 'agent-secret') throw refuse();
  if (principal.kind === 'workspace-secret') {
    if (principal.workspaceUid !== uid) throw refuse();
    const row = await findWorkspace(ctx.dbs[principal.region].db, uid);
    if (!row) throw refuse();
    return { region: principal.region, row };
  }
  for (const region of REGIONS) {
    const row = await findWorkspace(ctx.dbs[region].db, uid);
    if (row && isWorkspaceOwner(row, principal.accountId)) return { region, row };
  }
  throw refuse();
}
