// conversations.rating_from5 (R-WRT-5): written once, by a conditional update, so two racing ratings
// cannot both win.
import type { Database } from '@parley/db/connect';
import { conversations } from '@parley/db/schema';
import { and, eq, isNull, sql } from 'drizzle-orm';

/** Sets the rating when none is set yet; true when this call set it. */
export async function setRatingOnce(
  db: Database,
  agentId: string,
  userId: string,
  rating: number,
): Promise<boolean> {
  const rows = await db
    .update(conversations)
    .set({ ratingFrom5: rating, lastModified: sql`greatest(${conversations.lastModified}, ${Date.now()})` })
    .where(
      and(
        eq(conversations.agentId, agentId),
        eq(conversations.userId, userId),
        isNull(conversations.ratingFrom5),
      ),
    )
    .returning({ rating: conversations.ratingFrom5 });
  return rows.length > 0;
}

/** The conversation's rating: a number, null when not rated, undefined when there is no conversation. */
export async function findRating(
  db: Database,
  agentId: string,
  userId: string,
): Promise<number | null | undefined> {
  const rows = await db
    .select({ rating: conversations.ratingFrom5 })
    .from(conversations)
    .where(and(eq(conversations.agentId, agentId), eq(conversations.userId, userId)))
    .limit(1);
  return rows[0] === undefined ? undefined : rows[0].rating;
}
