// Applies one handoff event to a conversation (R-HND-3..8): under the row's lock, writes the new state,
// posts R-HND-5's message when due, and announces the change to every server (LISTEN/NOTIFY) in the
// same transaction, so watchers never see a state that was rolled back.
import type { TTurn } from '@parley/contract/chat';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import { announce } from '@parley/live/live-bus';
import { HANDOFF_MESSAGES } from '@parley/messages/handoff';
import {
  applyHandoff,
  type HandoffEvent,
  type HandoffOutcome,
  type HandoffSnapshot,
} from '../domain/handoff-state';
import { insertTurns } from '../infrastructure/conversation-repo';
import { lockConversation, type Tx, writeConversation } from '../infrastructure/handoff-repo';
import { columnsOf, snapshotOf } from './conversation-snapshot';

export interface ConversationKey {
  region: Region;
  agentId: string;
  userId: string;
}

export interface HandoffChange {
  outcome: HandoffOutcome;
  snapshot: HandoffSnapshot;
}

/** The info message posted when a request ends without a person (R-HND-5). */
export const noResponseTurn = (ts: number): TTurn => ({
  from: 'bot',
  messages: [{ type: 'info:default', payload: { message: HANDOFF_MESSAGES.noResponse } }],
  ts,
  sources: [],
});

export async function changeHandoffIn(
  tx: Tx,
  key: ConversationKey,
  event: HandoffEvent,
): Promise<HandoffChange> {
  const row = await lockConversation(tx, key.agentId, key.userId);
  if (!row) throw new AppError('NOT_FOUND', HANDOFF_MESSAGES.notFound);
  const outcome = applyHandoff(snapshotOf(row), event);
  if (!outcome.changed) return { outcome, snapshot: snapshotOf(row) };
  const now = Date.now();
  await writeConversation(tx, key, {
    ...columnsOf(outcome.next),
    lastModified: now,
    ...(outcome.effect.restartAtStart ? { nodesInfo: { ...row.nodesInfo, currentNode: 'start' } } : {}),
  });
  if (outcome.effect.postNoResponse)
    await insertTurns(tx, { agentId: key.agentId, userId: key.userId, sessionId: row.sessionId }, [
      noResponseTurn(now),
    ]);
  await announce(tx, { kind: 'conversation', agentId: key.agentId, userId: key.userId, region: key.region });
  return { outcome, snapshot: outcome.next };
}

export function changeHandoff(
  ctx: DataContext,
  key: ConversationKey,
  event: HandoffEvent,
): Promise<HandoffChange> {
  return ctx.dbs[key.region].db.transaction((tx) => changeHandoffIn(tx, key, event));
}
