// A conversation's stored turns in order, in the spec's turn shape (R-WMK-15).
import type { TMessage, TSource, TTurn } from '@parley/contract/chat';
import { listTurnRows } from '@parley/conversations/infrastructure/conversation-repo';
import type { Database } from '@parley/db/connect';

export async function readStoredTurns(db: Database, agentId: string, userId: string): Promise<TTurn[]> {
  const rows = await listTurnRows(db, agentId, userId);
  return rows.map((r) => ({
    from: r.from === 'human' ? 'human' : 'bot',
    messages: r.messages as TMessage[],
    ts: r.ts,
    sources: r.sources as TSource[],
  }));
}
