// Settings → members: revoke an invitation, remove a member (never yourself, R-WKS-9), leave as a member.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { WORKSPACE_MESSAGES } from '@parley/messages/workspaces';
import { normaliseEmail } from '../domain/membership';
import type { SessionPrincipal } from '../domain/principal';
import { deleteInvitation, findInvitation } from '../infrastructure/invitation-repo';
import { lockWorkspace, updateWorkspaceRow } from '../infrastructure/workspace-repo';
import { resetToPersonal } from './switch-workspace';
import { loadActiveWorkspace, requireOwnedActiveWorkspace } from './workspace-access';

export async function revokeInvitation(
  ctx: DataContext,
  p: SessionPrincipal,
  args: { invitationId: string },
): Promise<{ email: string }> {
  const { region, row } = await requireOwnedActiveWorkspace(ctx, p);
  const { db } = ctx.dbs[region];
  const invitation = await findInvitation(db, row.uid, args.invitationId);
  if (!invitation || invitation.acceptedAt !== null) {
    throw new AppError('NOT_FOUND', WORKSPACE_MESSAGES.invitationNotFound);
  }
  await deleteInvitation(db, invitation.id);
  return { email: invitation.email };
}

/** Takes `email` out of the locked workspace's list; refuses when it is not there. */
async function dropMemberEmail(
  ctx: DataContext,
  region: SessionPrincipal['region'],
  uid: string,
  email: string,
) {
  await ctx.dbs[region].db.transaction(async (tx) => {
    const locked = await lockWorkspace(tx, uid);
    if (!locked) throw new AppError('NOT_FOUND', WORKSPACE_MESSAGES.notFound);
    const next = locked.workspaceEmails.filter((e) => normaliseEmail(e) !== email);
    if (next.length === locked.workspaceEmails.length) {
      throw new AppError('NOT_FOUND', WORKSPACE_MESSAGES.memberNotFound(email));
    }
    await updateWorkspaceRow(tx, uid, { workspaceEmails: next });
  });
}

/** The owner removes a member; their sessions fall back to their personal workspace on the next call. */
export async function removeMember(
  ctx: DataContext,
  p: SessionPrincipal,
  args: { email: string },
): Promise<{ email: string }> {
  const { region, row } = await requireOwnedActiveWorkspace(ctx, p);
  const email = normaliseEmail(args.email);
  if (email === normaliseEmail(p.email) || email === normaliseEmail(row.email)) {
    throw new AppError('BAD_REQUEST', WORKSPACE_MESSAGES.cannotRemoveYourself);
  }
  await dropMemberEmail(ctx, region, row.uid, email);
  return { email };
}

/** A member leaves the active workspace and is back in their personal one. */
export async function leaveWorkspace(
  ctx: DataContext,
  p: SessionPrincipal,
): Promise<{ workspaceName: string }> {
  const { region, row, role } = await loadActiveWorkspace(ctx, p);
  if (role === 'owner') throw new AppError('BAD_REQUEST', WORKSPACE_MESSAGES.ownerCannotLeave);
  await dropMemberEmail(ctx, region, row.uid, normaliseEmail(p.email));
  await resetToPersonal(ctx, p);
  return { workspaceName: row.workspaceName };
}
