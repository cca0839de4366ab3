// '+ New User' (R-WKS-3..5, R-WKS-7): an invitation with its own random token (stored as a digest,
// 7 days), e-mailed with a join link. Refusals and a failed delivery leave nothing behind.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { randomId } from '@parley/kernel/ids';
import type { Mailer, MailStatus } from '@parley/mail/domain/mail';
import { renderMail } from '@parley/mail/domain/mail-layout';
import { WORKSPACE_MESSAGES } from '@parley/messages/workspaces';
import { INVITATION_LIFETIME_MS, inviteRefusal, joinLink } from '../domain/invitation-rules';
import { normaliseEmail } from '../domain/membership';
import type { SessionPrincipal } from '../domain/principal';
import { digestToken } from '../domain/session-policy';
import {
  countPendingInvitationsExcept,
  deleteInvitation,
  deleteOpenInvitationsOf,
  insertInvitation,
} from '../infrastructure/invitation-repo';
import { lockWorkspace } from '../infrastructure/workspace-repo';
import { limitsOfRow } from './plan-limits';
import { requireOwnedActiveWorkspace } from './workspace-access';

export interface MailDeps {
  mailer: Mailer;
  publicUrl: string;
}

export interface Invited {
  email: string;
  invitationId: string;
  expiresAt: number;
  mailStatus: MailStatus;
  message: string;
}

const REFUSAL_CODES = {
  'invalid-email': 'BAD_REQUEST',
  yourself: 'BAD_REQUEST',
  member: 'CONFLICT',
  seats: 'FORBIDDEN',
} as const;

export async function inviteMember(
  ctx: DataContext,
  deps: MailDeps,
  p: SessionPrincipal,
  args: { email: string },
): Promise<Invited> {
  const { region, row } = await requireOwnedActiveWorkspace(ctx, p);
  const { db } = ctx.dbs[region];
  const email = normaliseEmail(args.email);
  const token = randomId(40);
  const now = Date.now();
  const invitation = {
    id: randomId(20),
    workspaceUid: row.uid,
    email,
    tokenDigest: digestToken(token),
    invitedBy: p.accountId,
    createdAt: now,
    expiresAt: now + INVITATION_LIFETIME_MS,
  };

  await db.transaction(async (tx) => {
    // The row lock serialises concurrent invites and joins, so the seat count cannot be overrun.
    const locked = await lockWorkspace(tx, row.uid);
    if (!locked) throw new AppError('NOT_FOUND', WORKSPACE_MESSAGES.notFound);
    const refusal = inviteRefusal({
      email: args.email,
      inviterEmail: p.email,
      memberEmails: locked.workspaceEmails,
      pendingInvitations: await countPendingInvitationsExcept(tx, row.uid, now, email),
      seatAllowance: limitsOfRow(ctx, locked).workspaceSeats,
    });
    if (refusal) throw new AppError(REFUSAL_CODES[refusal.reason], refusal.message);
    await deleteOpenInvitationsOf(tx, row.uid, email);
    await insertInvitation(tx, invitation);
  });

  const link = joinLink(deps.publicUrl, { uid: row.uid, token, email });
  const content = renderMail({
    title: `Join ${row.workspaceName} on Parley`,
    paragraphs: [
      `${p.email} invited you to the workspace ${row.workspaceName}.`,
      'Open the link to join; then sign in, or create an account with this e-mail address. The invitation is valid for 7 days.',
    ],
    action: { label: 'Join workspace', url: link },
    footer: 'If you did not expect this invitation, you can ignore this e-mail.',
  });
  const sent = await deps.mailer.send(region, {
    purpose: 'workspace-invite',
    workspaceId: row.uid,
    to: [email],
    subject: `You're invited to join ${row.workspaceName}`,
    html: content.html,
    text: content.text,
    replyTo: p.email,
  });
  if (sent.status === 'failed') {
    // R-WKS-7: the invitation only stands when its mail went out.
    await deleteInvitation(db, invitation.id);
    throw new AppError('INTERNAL', WORKSPACE_MESSAGES.inviteFailed(email));
  }
  return {
    email,
    invitationId: invitation.id,
    expiresAt: invitation.expiresAt,
    mailStatus: sent.status,
    message: WORKSPACE_MESSAGES.invited(email),
  };
}
