// Stores turns of a conversation atomically, creating the conversation on its first turn.
import type { TTurn } from '@parley/contract/chat';
import type { Database } from '@parley/db/connect';
import { conversations } from '@parley/db/schema';
import { randomId } from '@parley/kernel/ids';
import { and, eq } from 'drizzle-orm';
import {
  findConversation,
  insertConversation,
  insertTurns,
  touchConversation,
} from '../infrastructure/conversation-repo';
import { freshSessionColumns } from './visitor-sessions';

export interface RecordTurnsArgs {
  agentId: string;
  userId: string;
  turns: TTurn[];
  origin?: string;
  isTest?: boolean;
  visitor?: { name?: string; email?: string };
  /** Written with the turns: the flow position (nodesInfo) and, when a flow ends, the state. */
  patch?: { nodesInfo?: Record<string, unknown>; state?: string };
}

/** Returns the conversation's session id. Human turns count as user interactions (R-HND-2). */
export async function recordTurns(
  db: Database,
  args: RecordTurnsArgs,
): Promise<{ sessionId: string; state: string }> {
  return db.transaction(async (tx) => {
    const now = Date.now();
    let convo = await findConversation(tx, args.agentId, args.userId);
    if (!convo) {
      await insertConversation(tx, {
        agentId: args.agentId,
        userId: args.userId,
        sessionId: randomId(16),
        origin: args.origin?.slice(0, 2048),
        isTest: args.isTest ? 1 : 0,
        createdAt: now,
        lastModified: now,
      });
      convo = await findConversation(tx, args.agentId, args.userId);
    }
    if (!convo) throw new Error('conversation could not be created');
    // A visitor who writes after the end starts a new session (R-WRT: 'Start New Conversation').
    if (convo.state === 'ended_chat' && args.turns.some((t) => t.from === 'human')) {
      const sessionId = randomId(16);
      await tx
        .update(conversations)
        .set(freshSessionColumns(sessionId))
        .where(and(eq(conversations.agentId, args.agentId), eq(conversations.userId, args.userId)));
      convo = { ...convo, sessionId, state: 'ai-chatting', nodesInfo: {} };
    }
    await insertTurns(
      tx,
      { agentId: args.agentId, userId: args.userId, sessionId: convo.sessionId },
      args.turns,
    );
    await touchConversation(
      tx,
      { agentId: args.agentId, userId: args.userId },
      {
        lastModified: now,
        addInteractions: args.turns.filter((t) => t.from === 'human').length,
        userName: args.visitor?.name,
        userEmail: args.visitor?.email,
        ...args.patch,
      },
    );
    return { sessionId: convo.sessionId, state: convo.state };
  });
}
