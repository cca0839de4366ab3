// POST /agents/{id}/interact/{userId} (R-IAPI-1): store the visitor's turn, answer, store the answer.

import { locateAgent } from '@parley/agents/application/locate-agent';
import type { TInteractRequest, TInteractResponse, TTurn } from '@parley/contract/chat';
import { recordTurns } from '@parley/conversations/application/record-turns';
import { findConversation } from '@parley/conversations/infrastructure/conversation-repo';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import { CHAT_MESSAGES } from '@parley/messages/chat';
import { humanMessagesOf, respond } from '../domain/builtin-responder';

export interface InteractArgs {
  agentId: string;
  userId: string;
  /** Region to look in first (the embed snippet's); the other one is still tried. */
  region?: Region;
  request: TInteractRequest;
}

const stringVar = (vars: Record<string, unknown> | undefined, key: string) =>
  typeof vars?.[key] === 'string' ? (vars[key] as string).slice(0, 200) : undefined;

export async function interact(ctx: DataContext, args: InteractArgs): Promise<TInteractResponse> {
  const located = await locateAgent(ctx, args.agentId, args.region);
  if (!located) throw new AppError('NOT_FOUND', 'Agent not found.');
  const agent = located.row.doc;
  const { db } = ctx.dbs[located.region];
  const action = args.request.action ?? { type: 'launch' };
  const vars = { ...args.request.runtime?.variables, ...args.request.variables };
  const base = {
    agentId: located.row.id,
    userId: args.userId,
    origin: args.request.origin,
    isTest: args.request.isTest,
    visitor: { name: stringVar(vars, 'user_name'), email: stringVar(vars, 'user_email') },
  };

  if (agent.disabled === true) {
    return {
      turns: [],
      actionMessages: [],
      appError: CHAT_MESSAGES.agentDisabled,
      debug: { region: located.region },
    };
  }

  const botMessages = respond(agent, action);
  const botTurn: TTurn | null =
    botMessages.length > 0 ? { from: 'bot', messages: botMessages, ts: Date.now(), sources: [] } : null;
  const humanMessages = humanMessagesOf(action);
  // A launch alone stores nothing: a conversation begins with the visitor's first message.
  if (humanMessages.length === 0) {
    return {
      turns: botTurn ? [botTurn] : [],
      actionMessages: [],
      appError: null,
      debug: { region: located.region, responder: 'built-in' },
    };
  }

  // The visitor's turn is committed before the reply is made: a crash below loses nothing they sent.
  // A new conversation starts with the greeting the visitor saw, regenerated here rather than trusted from the client.
  const humanTurn: TTurn = { from: 'human', messages: humanMessages, ts: Date.now() };
  const isNew = !(await findConversation(db, located.row.id, args.userId));
  const greeting = isNew ? respond(agent, { type: 'launch' }) : [];
  const opening: TTurn[] =
    greeting.length > 0 ? [{ from: 'bot', messages: greeting, ts: humanTurn.ts - 1, sources: [] }] : [];
  await recordTurns(db, { ...base, turns: [...opening, humanTurn] });
  const { sessionId } = await recordTurns(db, { ...base, turns: botTurn ? [botTurn] : [] });

  return {
    turns: botTurn ? [humanTurn, botTurn] : [humanTurn],
    actionMessages: [],
    appError: null,
    debug: { region: located.region, sessionId, responder: 'built-in' },
  };
}
