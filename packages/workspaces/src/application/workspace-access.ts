// The workspace a dashboard procedure acts on (the session's active one) and who may do what there.
// Owner-only: settings, invitations, members, deletion, the secret and the outbox. Members act on
// agents, organisations and conversations like the owner (those checks compare workspaceUid).
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import { WORKSPACE_MESSAGES } from '@parley/messages/workspaces';
import { canActFor, isPersonalWorkspace, roleOf, type WorkspaceRole } from '../domain/membership';
import type { SessionPrincipal } from '../domain/principal';
import { findWorkspace, type WorkspaceRow } from '../infrastructure/workspace-repo';

export interface ActiveWorkspace {
  region: Region;
  row: WorkspaceRow;
  role: WorkspaceRole;
  isPersonal: boolean;
}

export async function loadActiveWorkspace(ctx: DataContext, p: SessionPrincipal): Promise<ActiveWorkspace> {
  const row = await findWorkspace(ctx.dbs[p.region].db, p.workspaceUid);
  if (!row || !canActFor(row, { id: p.accountId, email: p.email })) {
    throw new AppError('NOT_FOUND', WORKSPACE_MESSAGES.notFound);
  }
  return { region: p.region, row, role: roleOf(row, p.accountId), isPersonal: isPersonalWorkspace(row) };
}

export async function requireOwnedActiveWorkspace(
  ctx: DataContext,
  p: SessionPrincipal,
): Promise<ActiveWorkspace> {
  const active = await loadActiveWorkspace(ctx, p);
  if (active.role !== 'owner') throw new AppError('FORBIDDEN', WORKSPACE_MESSAGES.ownerOnly);
  return active;
}
