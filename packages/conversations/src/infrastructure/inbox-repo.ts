// The inbox's query: an agent's conversations by filter, waiting ones first, newest activity first.
import type { Database } from '@parley/db/connect';
import { conversations, conversationTurns } from '@parley/db/schema';
import { and, desc, eq, gte, ilike, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { ConversationRow } from './conversation-repo';

export interface InboxQuery {
  agentId: string;
  state?: string;
  assignee?: string | null;
  unassigned?: boolean;
  tag?: string;
  rating?: number;
  from?: number;
  to?: number;
  search?: string;
  includeTests: boolean;
  limit: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listInboxRows(db: Database, q: InboxQuery): Promise<ConversationRow[]> {
  const where: SQL[] = [eq(conversations.agentId, q.agentId)];
  if (!q.includeTests) where.push(eq(conversations.isTest, 0));
  if (q.state) where.push(eq(conversations.state, q.state));
  if (q.unassigned) where.push(isNull(conversations.chatAssignedTo));
  else if (q.assignee) where.push(eq(conversations.chatAssignedTo, q.assignee));
  if (q.tag) where.push(sql`${conversations.tags} @> ${JSON.stringify([q.tag])}::jsonb`);
  if (q.rating) where.push(eq(conversations.ratingFrom5, q.rating));
  if (q.from !== undefined) where.push(gte(conversations.lastModified, q.from));
  if (q.to !== undefined) where.push(lte(conversations.lastModified, q.to));
  const text = q.search?.trim();
  if (text) {
    const like = `%${escapeLike(text)}%`;
    where.push(
      or(
        ilike(conversations.userName, like),
        ilike(conversations.userEmail, like),
        ilike(conversations.userId, like),
        sql`exists (select 1 from ${conversationTurns} t where t.agent_id = ${conversations.agentId}
          and t.user_id = ${conversations.userId} and t.messages::text ilike ${like})`,
      ) as SQL,
    );
  }
  return db
    .select()
    .from(conversations)
    .where(and(...where))
    .orderBy(sql`(${conversations.state} = 'requested_chat') desc`, desc(conversations.lastModified))
    .limit(q.limit);
}
