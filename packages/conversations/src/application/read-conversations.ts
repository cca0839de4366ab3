// The agent's conversations for the dashboard, newest activity first, and one transcript.
import type { TTurn } from '@parley/contract/chat';
import type { TConversationDetail, TConversationSummary } from '@parley/contract/conversations';
import { messageText } from '@parley/contract/message-text';
import type { Database } from '@parley/db/connect';
import { AppError } from '@parley/kernel/errors';
import {
  type ConversationRow,
  findConversation,
  lastTurnsOf,
  listConversationRows,
  listTurnRows,
} from '../infrastructure/conversation-repo';

type State = TConversationSummary['state'];
const STATES: State[] = ['ai-chatting', 'requested_chat', 'human-chatting', 'ended_chat'];

function summarise(row: ConversationRow, lastMessage: string | null): TConversationSummary {
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    state: STATES.includes(row.state as State) ? (row.state as State) : 'ai-chatting',
    lastModified: row.lastModified,
    createdAt: row.createdAt,
    totalUserInteractions: row.totalUserInteractions,
    userName: row.userName,
    userEmail: row.userEmail,
    lastMessage,
    isTest: row.isTest === 1,
  };
}

const lastText = (messages: unknown[]) =>
  [...messages]
    .reverse()
    .map((m) => messageText(m as never))
    .find((t) => t !== null) ?? null;

export async function listConversations(
  db: Database,
  agentId: string,
  limit = 100,
): Promise<TConversationSummary[]> {
  const rows = await listConversationRows(db, agentId, limit);
  const last = await lastTurnsOf(
    db,
    agentId,
    rows.map((r) => r.userId),
  );
  return rows.map((row) => {
    const messages = last.get(row.userId);
    return summarise(row, messages ? lastText(messages) : null);
  });
}

export async function getConversation(
  db: Database,
  agentId: string,
  userId: string,
): Promise<TConversationDetail> {
  const row = await findConversation(db, agentId, userId);
  if (!row) throw new AppError('NOT_FOUND', 'Conversation not found.');
  const turns = await listTurnRows(db, agentId, userId);
  const mapped: TTurn[] = turns.map((t) => ({
    from: t.from === 'bot' ? 'bot' : 'human',
    messages: t.messages as TTurn['messages'],
    ts: t.ts,
    sources: t.sources as TTurn['sources'],
  }));
  const last = turns.at(-1);
  return { ...summarise(row, last ? lastText(last.messages) : null), turns: mapped };
}
