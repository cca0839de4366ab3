// The workspace a session acts for (R-WKS-2): the one it switched to while the account still owns it
// or is listed in its workspaceEmails; otherwise the personal workspace.
import type { DataContext } from '@parley/db/context';
import { isRegion, type Region } from '@parley/kernel/regions';
import { canActFor } from '../domain/membership';
import { findWorkspace } from '../infrastructure/workspace-repo';

export async function activeWorkspaceOf(
  ctx: DataContext,
  account: { id: string; email: string; region: Region },
  selected: { uid: string | null; region: string | null },
): Promise<{ uid: string; region: Region }> {
  const personal = { uid: account.id, region: account.region };
  if (!selected.uid || !isRegion(selected.region) || selected.uid === account.id) return personal;
  const ws = await findWorkspace(ctx.dbs[selected.region].db, selected.uid);
  // Membership revoked or workspace deleted: fall back quietly; the next switch overwrites the choice.
  if (!ws || !canActFor(ws, account)) return personal;
  return { uid: ws.uid, region: selected.region };
}
