// Switching the session's active workspace (R-WKS-2); the rest of the dashboard follows workspaceUid.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import { AUTH_MESSAGES } from '@parley/messages/auth';
import { WORKSPACE_MESSAGES } from '@parley/messages/workspaces';
import { canActFor, isPersonalWorkspace } from '../domain/membership';
import { accountRegionOf, type SessionPrincipal } from '../domain/principal';
import { findWorkspace, setSessionWorkspace } from '../infrastructure/workspace-repo';
import { toWorkspaceSummary, type WorkspaceSummary } from './workspace-view';

export async function switchWorkspace(
  ctx: DataContext,
  p: SessionPrincipal,
  target: { uid: string; region: Region },
): Promise<WorkspaceSummary> {
  if (!p.sessionDigest) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.notSignedIn);
  const row = await findWorkspace(ctx.dbs[target.region].db, target.uid);
  // Someone else's workspace reads exactly like a missing one.
  if (!row || !canActFor(row, { id: p.accountId, email: p.email })) {
    throw new AppError('NOT_FOUND', WORKSPACE_MESSAGES.notFound);
  }
  const personal = isPersonalWorkspace(row) && row.uid === p.accountId;
  await setSessionWorkspace(
    ctx.dbs[accountRegionOf(p)].db,
    p.sessionDigest,
    personal ? null : { uid: row.uid, region: target.region },
  );
  return toWorkspaceSummary(row, target.region, p.accountId);
}

/** After leaving or deleting the active workspace the session goes back to the personal one. */
export async function resetToPersonal(ctx: DataContext, p: SessionPrincipal): Promise<void> {
  if (p.sessionDigest) await setSessionWorkspace(ctx.dbs[accountRegionOf(p)].db, p.sessionDigest, null);
}
