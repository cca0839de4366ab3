// The visitor's end-of-chat rating (R-WRT-4..6): one to five stars, locked once given; read back when
// the visitor returns. Public like the chat: the visitor id is the only key to the conversation.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import { RATING_MESSAGES } from '@parley/messages/widget-rating';
import { findRating, setRatingOnce } from '../infrastructure/rating-repo';

/** The agent as the caller located it. */
export interface RatedAgent {
  id: string;
  region: Region;
  /** R-WRT-8: the agent turned ratings off. */
  disableRating: boolean;
}

export async function rateConversation(
  ctx: DataContext,
  args: { agent: RatedAgent; userId: string; rating: number },
): Promise<{ rating: number }> {
  if (!Number.isInteger(args.rating) || args.rating < 1 || args.rating > 5)
    throw new AppError('BAD_REQUEST', RATING_MESSAGES.outOfRange);
  if (args.agent.disableRating) throw new AppError('FORBIDDEN', RATING_MESSAGES.disabled);
  const { db } = ctx.dbs[args.agent.region];
  if (await setRatingOnce(db, args.agent.id, args.userId, args.rating)) return { rating: args.rating };
  const existing = await findRating(db, args.agent.id, args.userId);
  if (existing === undefined) throw new AppError('NOT_FOUND', RATING_MESSAGES.noConversation);
  throw new AppError('CONFLICT', RATING_MESSAGES.alreadyRated);
}

export async function readConversationRating(
  ctx: DataContext,
  args: { agent: RatedAgent; userId: string },
): Promise<{ rating: number | null }> {
  return { rating: (await findRating(ctx.dbs[args.agent.region].db, args.agent.id, args.userId)) ?? null };
}
