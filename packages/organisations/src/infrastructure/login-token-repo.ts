// One-time client credentials (login codes and one-tap link tokens); digests only.
import { loginTokens } from '@parley/db/schema';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from './org-repo';

export type LoginTokenRow = typeof loginTokens.$inferSelect;
export type LoginTokenKind = 'client-code' | 'client-link';

export async function insertLoginToken(db: Db, row: typeof loginTokens.$inferInsert): Promise<void> {
  await db.insert(loginTokens).values(row);
}

export async function countRecentTokens(db: Db, clientId: string, kind: LoginTokenKind, since: number) {
  const [row] = await db
    .select({ n: count() })
    .from(loginTokens)
    .where(
      and(eq(loginTokens.clientId, clientId), eq(loginTokens.kind, kind), gt(loginTokens.createdAt, since)),
    );
  return row?.n ?? 0;
}

/** Older unused codes stop working when a new one is sent: only the newest code counts. */
export async function retireUnusedTokens(db: Db, clientId: string, kind: LoginTokenKind, now: number) {
  await db
    .update(loginTokens)
    .set({ usedAt: now })
    .where(and(eq(loginTokens.clientId, clientId), eq(loginTokens.kind, kind), isNull(loginTokens.usedAt)));
}

export async function newestLiveToken(
  db: Db,
  clientId: string,
  kind: LoginTokenKind,
  now: number,
): Promise<LoginTokenRow | undefined> {
  return (
    await db
      .select()
      .from(loginTokens)
      .where(
        and(
          eq(loginTokens.clientId, clientId),
          eq(loginTokens.kind, kind),
          isNull(loginTokens.usedAt),
          gt(loginTokens.expiresAt, now),
        ),
      )
      .orderBy(desc(loginTokens.createdAt), desc(loginTokens.id))
      .limit(1)
  )[0];
}

export async function findLiveTokenByDigest(db: Db, digest: string, kind: LoginTokenKind, now: number) {
  return (
    await db
      .select()
      .from(loginTokens)
      .where(
        and(
          eq(loginTokens.digest, digest),
          eq(loginTokens.kind, kind),
          isNull(loginTokens.usedAt),
          gt(loginTokens.expiresAt, now),
        ),
      )
      .limit(1)
  )[0];
}

export async function countFailedAttempt(db: Db, id: number): Promise<void> {
  await db
    .update(loginTokens)
    .set({ attempts: sql`${loginTokens.attempts} + 1` })
    .where(eq(loginTokens.id, id));
}

/** Marks the token used; true only for the one caller that got there first (single use under races). */
export async function consumeToken(db: Db, id: number, now: number): Promise<boolean> {
  const used = await db
    .update(loginTokens)
    .set({ usedAt: now })
    .where(and(eq(loginTokens.id, id), isNull(loginTokens.usedAt)))
    .returning({ id: loginTokens.id });
  return used.length === 1;
}
