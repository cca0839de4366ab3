// Settings → members (R-WKS-2, R-WKS-5): the member e-mails with the owner marked, and for the owner
// the pending invitations and the seat count.
import type { DataContext } from '@parley/db/context';
import { normaliseEmail } from '../domain/membership';
import type { SessionPrincipal } from '../domain/principal';
import { limitForJson, seatsUsed } from '../domain/workspace-limits';
import { listPendingInvitations } from '../infrastructure/invitation-repo';
import { limitsOfRow } from './plan-limits';
import { loadActiveWorkspace } from './workspace-access';

export interface WorkspaceMembers {
  members: Array<{ email: string; isOwner: boolean; isYou: boolean }>;
  invitations: Array<{ id: string; email: string; createdAt: number; expiresAt: number }>;
  seats: { used: number; allowance: number | null };
  canManage: boolean;
}

export async function listMembers(ctx: DataContext, p: SessionPrincipal): Promise<WorkspaceMembers> {
  const { region, row, role } = await loadActiveWorkspace(ctx, p);
  const owner = normaliseEmail(row.email);
  const you = normaliseEmail(p.email);
  const members = row.workspaceEmails.map((email) => ({
    email,
    isOwner: normaliseEmail(email) === owner,
    isYou: normaliseEmail(email) === you,
  }));
  // The owner first; the rest as stored (the order they joined).
  members.sort((a, b) => Number(b.isOwner) - Number(a.isOwner));
  const pending = await listPendingInvitations(ctx.dbs[region].db, row.uid, Date.now());
  const canManage = role === 'owner';
  return {
    members,
    invitations: canManage
      ? pending.map(({ id, email, createdAt, expiresAt }) => ({ id, email, createdAt, expiresAt }))
      : [],
    seats: {
      used: seatsUsed(row.workspaceEmails.length, pending.length),
      allowance: limitForJson(limitsOfRow(ctx, row).workspaceSeats),
    },
    canManage,
  };
}
