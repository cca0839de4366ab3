// Invite-user rules (002 §5 "Invite user", R-WKS-3..5) and the invitation's token and link.
import { isMailAddress } from '@parley/mail/domain/mail';
import { WORKSPACE_MESSAGES } from '@parley/messages/workspaces';
import { normaliseEmail } from './membership';
import { hasFreeSeat, seatsUsed } from './workspace-limits';

/** An invitation stays usable for seven days. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** R-WKS-3: it must contain '@' and '.'; it must also be an address mail can be sent to. */
export function isInviteEmail(email: string): boolean {
  const value = email.trim();
  return value.includes('@') && value.includes('.') && isMailAddress(value);
}

export interface InviteCheck {
  email: string;
  inviterEmail: string;
  memberEmails: readonly string[];
  /** Pending, unexpired invitations of other e-mails (a re-invite replaces the e-mail's own). */
  pendingInvitations: number;
  seatAllowance: number;
}

export type InviteRefusal = { reason: 'invalid-email' | 'yourself' | 'member' | 'seats'; message: string };

/** Why the invitation may not be sent, or null when it may. Checked in the spec's order. */
export function inviteRefusal(check: InviteCheck): InviteRefusal | null {
  if (!isInviteEmail(check.email))
    return { reason: 'invalid-email', message: WORKSPACE_MESSAGES.invalidEmail };
  const email = normaliseEmail(check.email);
  if (email === normaliseEmail(check.inviterEmail))
    return { reason: 'yourself', message: WORKSPACE_MESSAGES.cannotInviteYourself };
  if (check.memberEmails.some((m) => normaliseEmail(m) === email))
    return { reason: 'member', message: WORKSPACE_MESSAGES.alreadyMember(email) };
  const used = seatsUsed(check.memberEmails.length, check.pendingInvitations);
  if (!hasFreeSeat(used, check.seatAllowance))
    return { reason: 'seats', message: WORKSPACE_MESSAGES.maxSeats };
  return null;
}

/**
 * The dashboard page that accepts an invitation. The token is the invitation's own (stored as a
 * digest), never the workspace secret the spec put in this link (docs/spec-deviations.md).
 */
export function joinLink(publicUrl: string, args: { uid: string; token: string; email: string }): string {
  const query = new URLSearchParams({ workspace: args.uid, token: args.token, email: args.email });
  return `${publicUrl.replace(/\/$/, '')}/join?${query.toString()}`;
}

export const isInvitationLive = (inv: { acceptedAt: number | null; expiresAt: number }, nowMs: number) =>
  inv.acceptedAt === null && inv.expiresAt > nowMs;
