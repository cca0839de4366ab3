// The visitor's current session, in order, in the spec's turn shape (R-WMK-15); the inbox reads all sessions.
import type { TMessage, TSource, TTurn } from '@parley/contract/chat';
import { listTurnRows } from '@parley/conversations/infrastructure/conversation-repo';
import type { Database } from '@parley/db/connect';

export async function readStoredTurns(db: Database, agentId: string, userId: string): Promise<TTurn[]> {
  const rows = await listTurnRows(db, agentId, userId, 'current-session');
  return rows.map((r) => ({
    from: r.from === 'human' ? 'human' : 'bot',
    messages: r.messages as TMessage[],
    ts: r.ts,
    sources: r.sources as TSource[],
  }));
}
