// auth.me: the signed-in account and the workspace its session acts for (R-WKS-1, R-WKS-2).
import type { DataContext } from '@parley/db/context';
import { roleOf } from '@parley/workspaces/domain/membership';
import { accountRegionOf, type Principal } from '@parley/workspaces/domain/principal';
import { findAccountById, findWorkspace } from '@parley/workspaces/infrastructure/workspace-repo';

export async function readMe(ctx: DataContext, p: Principal | null) {
  if (p?.kind !== 'session') return null;
  const accountRegion = accountRegionOf(p);
  const [account, workspace] = await Promise.all([
    findAccountById(ctx.dbs[accountRegion].db, p.accountId),
    findWorkspace(ctx.dbs[p.region].db, p.workspaceUid),
  ]);
  if (!account || !workspace) return null;
  const role = roleOf(workspace, account.id);
  return {
    account: {
      uid: account.id,
      email: account.email,
      displayName: account.displayName,
      region: accountRegion,
    },
    workspace: {
      uid: workspace.uid,
      workspaceName: workspace.workspaceName,
      workspacePhotoURL: workspace.workspacePhotoURL,
      region: p.region,
      role,
      isOwner: role === 'owner',
      isPersonal: workspace.uid === account.id,
    },
  };
}
