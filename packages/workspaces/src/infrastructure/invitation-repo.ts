// Drizzle queries for workspace invitations (R-WKS-3..7): tokens are stored as digests only.
import { workspaceInvitations } from '@parley/db/schema';
import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from './workspace-repo';

export type InvitationRow = typeof workspaceInvitations.$inferSelect;

/** Pending (not accepted) invitations that have not expired, oldest first. */
export async function listPendingInvitations(db: Db, workspaceUid: string, nowMs: number) {
  return db
    .select()
    .from(workspaceInvitations)
    .where(
      and(
        eq(workspaceInvitations.workspaceUid, workspaceUid),
        isNull(workspaceInvitations.acceptedAt),
        gt(workspaceInvitations.expiresAt, nowMs),
      ),
    )
    .orderBy(asc(workspaceInvitations.createdAt));
}

export async function countPendingInvitationsExcept(
  db: Db,
  workspaceUid: string,
  nowMs: number,
  exceptEmail: string,
): Promise<number> {
  const rows = await db
    .select({ id: workspaceInvitations.id })
    .from(workspaceInvitations)
    .where(
      and(
        eq(workspaceInvitations.workspaceUid, workspaceUid),
        isNull(workspaceInvitations.acceptedAt),
        gt(workspaceInvitations.expiresAt, nowMs),
        ne(workspaceInvitations.email, exceptEmail),
      ),
    );
  return rows.length;
}

export async function findInvitationByDigest(db: Db, tokenDigest: string) {
  return (
    await db
      .select()
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.tokenDigest, tokenDigest))
      .limit(1)
  )[0];
}

export async function findInvitation(db: Db, workspaceUid: string, id: string) {
  return (
    await db
      .select()
      .from(workspaceInvitations)
      .where(and(eq(workspaceInvitations.workspaceUid, workspaceUid), eq(workspaceInvitations.id, id)))
      .limit(1)
  )[0];
}

export async function insertInvitation(db: Db, row: typeof workspaceInvitations.$inferInsert) {
  await db.insert(workspaceInvitations).values(row);
}

/** A re-invite replaces the e-mail's earlier, unaccepted invitations (their links stop working). */
export async function deleteOpenInvitationsOf(db: Db, workspaceUid: string, email: string) {
  await db
    .delete(workspaceInvitations)
    .where(
      and(
        eq(workspaceInvitations.workspaceUid, workspaceUid),
        eq(workspaceInvitations.email, email),
        isNull(workspaceInvitations.acceptedAt),
      ),
    );
}

export async function deleteInvitation(db: Db, id: string) {
  await db.delete(workspaceInvitations).where(eq(workspaceInvitations.id, id));
}

export async function markInvitationAccepted(db: Db, id: string, nowMs: number) {
  await db.update(workspaceInvitations).set({ acceptedAt: nowMs }).where(eq(workspaceInvitations.id, id));
}
