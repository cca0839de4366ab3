// The client Home page's numbers (R-APS-6 Home): how busy the agent is and what waits for a person.
import type { Database } from '@parley/db/connect';
import { conversations, kbDocuments } from '@parley/db/schema';
import { and, count, eq, max, sql } from 'drizzle-orm';

export interface AgentActivity {
  conversations: {
    total: number;
    last7Days: number;
    today: number;
    waitingForHuman: number;
    withHuman: number;
  };
  /** Milliseconds of the newest conversation activity (conversations keep ms), or null. */
  lastActivity: number | null;
  knowledge: { documents: number; ready: number; failed: number };
}

const DAY = 86_400_000;

export async function agentActivity(db: Database, agentId: string, nowMs: number): Promise<AgentActivity> {
  const startOfDay = nowMs - (nowMs % DAY);
  const mine = and(eq(conversations.agentId, agentId), eq(conversations.isTest, 0));
  const [c] = await db
    .select({
      total: count(),
      last7Days: sql<number>`count(*) filter (where ${conversations.lastModified} >= ${nowMs - 7 * DAY})`,
      today: sql<number>`count(*) filter (where ${conversations.lastModified} >= ${startOfDay})`,
      waiting: sql<number>`count(*) filter (where ${conversations.state} = 'requested_chat')`,
      human: sql<number>`count(*) filter (where ${conversations.state} = 'human-chatting')`,
      last: max(conversations.lastModified),
    })
    .from(conversations)
    .where(mine);
  const [k] = await db
    .select({
      documents: count(),
      ready: sql<number>`count(*) filter (where ${kbDocuments.status} = 'SUCCESS')`,
      failed: sql<number>`count(*) filter (where ${kbDocuments.status} = 'ERROR')`,
    })
    .from(kbDocuments)
    .where(eq(kbDocuments.agentId, agentId));
  return {
    conversations: {
      total: Number(c?.total ?? 0),
      last7Days: Number(c?.last7Days ?? 0),
      today: Number(c?.today ?? 0),
      waitingForHuman: Number(c?.waiting ?? 0),
      withHuman: Number(c?.human ?? 0),
    },
    lastActivity: c?.last == null ? null : Number(c.last),
    knowledge: {
      documents: Number(k?.documents ?? 0),
      ready: Number(k?.ready ?? 0),
      failed: Number(k?.failed ?? 0),
    },
  };
}
