// POST /v2/workspaces/{uid} (R-WKS-12): name, logo and member e-mails. Credits, the secret and the
// dates are read-only here (docs/spec-deviations.md): sent values are accepted and ignored.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import { WORKSPACE_MESSAGES } from '@parley/messages/workspaces';
import { isInviteEmail } from '../domain/invitation-rules';
import { normaliseEmail, uniqueEmails } from '../domain/membership';
import type { Principal } from '../domain/principal';
import { fitsSeats, seatsUsed } from '../domain/workspace-limits';
import { listPendingInvitations } from '../infrastructure/invitation-repo';
import { lockWorkspace, updateWorkspaceRow, type WorkspaceRow } from '../infrastructure/workspace-repo';
import { checkWorkspaceName } from './create-workspace';
import { limitsOfRow } from './plan-limits';
import { checkPhotoUrl } from './update-workspace';
import { requireWorkspaceCaller } from './workspace-caller';

export interface WorkspaceDocumentPatch {
  uid?: string;
  workspaceName?: string;
  workspaceEmails?: string[];
  workspacePhotoURL?: string | null;
}

export interface WorkspaceDocument {
  uid: string;
  email: string;
  ownerID: string;
  workspaceName: string;
  workspaceEmails: string[];
  workspacePhotoURL: string | null;
  joinedAt: number;
  loadTokens: number;
  location: string;
  region: Region;
}

export const toWorkspaceDocument = (row: WorkspaceRow, region: Region): WorkspaceDocument => ({
  uid: row.uid,
  email: row.email,
  ownerID: row.ownerID,
  workspaceName: row.workspaceName,
  workspaceEmails: row.workspaceEmails,
  workspacePhotoURL: row.workspacePhotoURL,
  joinedAt: row.joinedAt,
  loadTokens: row.loadTokens,
  location: row.location,
  region,
});

/** The member list a caller asks for, checked: valid e-mails, the owner kept, the seat rule (R-WKS-5). */
function nextMemberEmails(ctx: DataContext, ws: WorkspaceRow, wanted: string[], pending: string[]): string[] {
  if (!wanted.every(isInviteEmail)) throw new AppError('BAD_REQUEST', WORKSPACE_MESSAGES.invalidEmail);
  const next = uniqueEmails(wanted);
  if (!next.includes(normaliseEmail(ws.email))) {
    throw new AppError('BAD_REQUEST', WORKSPACE_MESSAGES.ownerEmailRequired);
  }
  // Only growth is checked, so a workspace over a lowered allowance can still be renamed or shrunk.
  const pendingOthers = pending.filter((e) => !next.includes(e)).length;
  if (next.length > ws.workspaceEmails.length) {
    if (!fitsSeats(seatsUsed(next.length, pendingOthers), limitsOfRow(ctx, ws).workspaceSeats)) {
      throw new AppError('FORBIDDEN', WORKSPACE_MESSAGES.maxSeats);
    }
  }
  return next;
}

export async function applyWorkspaceDocument(
  ctx: DataContext,
  principal: Principal,
  uid: string,
  body: WorkspaceDocumentPatch,
): Promise<WorkspaceDocument> {
  if (body.uid !== undefined && body.uid !== uid)
    throw new AppError('BAD_REQUEST', WORKSPACE_MESSAGES.uidMismatch);
  const { region } = await requireWorkspaceCaller(ctx, principal, uid);
  return ctx.dbs[region].db.transaction(async (tx) => {
    const ws = await lockWorkspace(tx, uid);
    if (!ws) throw new AppError('NOT_FOUND', WORKSPACE_MESSAGES.notFound);
    const pending = (await listPendingInvitations(tx, uid, Date.now())).map((i) => i.email);
    const patch = {
      ...(body.workspaceName !== undefined && { workspaceName: checkWorkspaceName(body.workspaceName) }),
      ...(body.workspacePhotoURL !== undefined && {
        workspacePhotoURL: checkPhotoUrl(body.workspacePhotoURL),
      }),
      ...(body.workspaceEmails !== undefined && {
        workspaceEmails: nextMemberEmails(ctx, ws, body.workspaceEmails, pending),
      }),
    };
    if (Object.keys(patch).length > 0) await updateWorkspaceRow(tx, uid, patch);
    return toWorkspaceDocument({ ...ws, ...patch }, region);
  });
}
