// The agent's conversations for the dashboard's inbox: filtered, waiting ones first (issue 6), one
// transcript with its sessions (R-HND-11), and a visitor's sessions for the widget (R-WTB Chats).
import type { TTurn } from '@parley/contract/chat';
import type {
  TConversationDetail,
  TConversationSummary,
  TInboxFilter,
  TSessionSummary,
} from '@parley/contract/conversations';
import { messageText } from '@parley/contract/message-text';
import type { Database } from '@parley/db/connect';
import { AppError } from '@parley/kernel/errors';
import { HANDOFF_MESSAGES } from '@parley/messages/handoff';
import { asState } from '../domain/handoff-state';
import {
  type ConversationRow,
  findConversation,
  lastTurnsOf,
  listTurnRows,
} from '../infrastructure/conversation-repo';
import { listInboxRows } from '../infrastructure/inbox-repo';

function summarise(row: ConversationRow, lastMessage: string | null): TConversationSummary {
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    state: asState(row.state),
    lastModified: row.lastModified,
    createdAt: row.createdAt,
    totalUserInteractions: row.totalUserInteractions,
    userName: row.userName,
    userEmail: row.userEmail,
    lastMessage,
    isTest: row.isTest === 1,
    chatAssignedTo: row.chatAssignedTo,
    assigneeName: row.assigneeName,
    handoffDeadline: row.handoffDeadline,
    manualControl: row.manualControl,
    tags: row.tags,
    ratingFrom5: row.ratingFrom5,
  };
}

export const lastText = (messages: unknown[]) =>
  [...messages]
    .reverse()
    .map((m) => messageText(m as never))
    .find((t) => t !== null) ?? null;

/** `me` is the caller's assignee id, for the 'me' filter. Test conversations are left out unless asked. */
export async function listConversations(
  db: Database,
  agentId: string,
  filter: TInboxFilter = {},
  me?: string,
): Promise<TConversationSummary[]> {
  const rows = await listInboxRows(db, {
    agentId,
    state: filter.state,
    unassigned: filter.assignee === 'unassigned',
    assignee:
      filter.assignee === 'me' ? (me ?? '-') : filter.assignee === 'unassigned' ? null : filter.assignee,
    tag: filter.tag,
    rating: filter.rating,
    from: filter.from,
    to: filter.to,
    search: filter.search,
    includeTests: filter.includeTests ?? true,
    limit: filter.limit ?? 100,
  });
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
  if (!row) throw new AppError('NOT_FOUND', HANDOFF_MESSAGES.notFound);
  const turns = await listTurnRows(db, agentId, userId);
  const mapped = turns.map((t) => ({
    from: t.from === 'bot' ? ('bot' as const) : ('human' as const),
    messages: t.messages as TTurn['messages'],
    ts: t.ts,
    sources: t.sources as TTurn['sources'],
    sessionId: t.sessionId,
  }));
  const last = turns.at(-1);
  return {
    ...summarise(row, last ? lastText(last.messages) : null),
    turns: mapped,
    userPhone: row.userPhone,
    userImage: row.userImage,
    origin: row.origin,
  };
}

/** A visitor's sessions, newest first (the widget's Chats tab lists those with a visitor message). */
export async function listSessions(
  db: Database,
  agentId: string,
  userId: string,
): Promise<TSessionSummary[]> {
  const turns = await listTurnRows(db, agentId, userId);
  const bySession = new Map<string, TSessionSummary>();
  for (const t of turns) {
    const text = lastText(t.messages);
    const s = bySession.get(t.sessionId);
    if (!s) {
      bySession.set(t.sessionId, {
        sessionId: t.sessionId,
        startedAt: t.ts,
        lastModified: t.ts,
        lastMessage: text,
        hasHumanMessage: t.from === 'human',
      });
    } else {
      s.lastModified = Math.max(s.lastModified, t.ts);
      if (text !== null) s.lastMessage = text;
      s.hasHumanMessage ||= t.from === 'human';
    }
  }
  return [...bySession.values()].sort((a, b) => b.lastModified - a.lastModified);
}
