// The no-auth join call (R-WKS-6): the invitation's token, unused and unexpired, for this e-mail,
// adds the e-mail to workspaceEmails while a seat is free. Anything else changes nothing.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { REGIONS, type Region } from '@parley/kernel/regions';
import { WORKSPACE_MESSAGES } from '@parley/messages/workspaces';
import { isInvitationLive } from '../domain/invitation-rules';
import { isWorkspaceMember, normaliseEmail } from '../domain/membership';
import { digestToken } from '../domain/session-policy';
import { hasFreeSeat, seatsUsed } from '../domain/workspace-limits';
import {
  countPendingInvitationsExcept,
  findInvitationByDigest,
  markInvitationAccepted,
} from '../infrastructure/invitation-repo';
import { findWorkspace, lockWorkspace, updateWorkspaceRow } from '../infrastructure/workspace-repo';
import { limitsOfRow } from './plan-limits';

export interface Joined {
  uid: string;
  region: Region;
  workspaceName: string;
  email: string;
}

const invalid = () => new AppError('NOT_FOUND', WORKSPACE_MESSAGES.invitationInvalid);

export async function joinWorkspace(
  ctx: DataContext,
  args: { uid: string; token: string; email: string },
): Promise<Joined> {
  const email = normaliseEmail(args.email);
  const digest = digestToken(args.token);
  for (const region of REGIONS) {
    const { db } = ctx.dbs[region];
    if (!(await findWorkspace(db, args.uid))) continue;
    return db.transaction(async (tx) => {
      const ws = await lockWorkspace(tx, args.uid);
      const invitation = await findInvitationByDigest(tx, digest);
      if (!ws || !invitation || invitation.workspaceUid !== ws.uid || invitation.email !== email)
        throw invalid();
      const joined = { uid: ws.uid, region, workspaceName: ws.workspaceName, email };
      const member = isWorkspaceMember(ws, email);
      // Opening the link twice, or after being added another way, is still a success.
      if (member && invitation.acceptedAt !== null) return joined;
      if (!isInvitationLive(invitation, Date.now())) throw invalid();
      if (!member) {
        const now = Date.now();
        const others = await countPendingInvitationsExcept(tx, ws.uid, now, email);
        if (!hasFreeSeat(seatsUsed(ws.workspaceEmails.length, others), limitsOfRow(ctx, ws).workspaceSeats)) {
          throw new AppError('FORBIDDEN', WORKSPACE_MESSAGES.joinNoSeats);
        }
        await updateWorkspaceRow(tx, ws.uid, { workspaceEmails: [...ws.workspaceEmails, email] });
      }
      await markInvitationAccepted(tx, invitation.id, Date.now());
      return joined;
    });
  }
  throw invalid();
}
