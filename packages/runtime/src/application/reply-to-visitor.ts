// One visitor action end to end, shared by POST interact and the WebSocket: store the visitor's turn,
// check limits, stream the responder's events to `onEvent`, store the bot turn with its cost.
import { locateAgent } from '@parley/agents/application/locate-agent';
import type { TAction, TInteractResponse, TTurn } from '@parley/contract/chat';
import { messageText, textMessage } from '@parley/contract/message-text';
import { snapshotOf } from '@parley/conversations/application/conversation-snapshot';
import { publicViewOf, readConversationView } from '@parley/conversations/application/conversation-view';
import { recordTurns } from '@parley/conversations/application/record-turns';
import {
  cancelHandoff,
  requestHandoff,
  resetConversation,
} from '@parley/conversations/application/visitor-handoff';
import { startNewSession } from '@parley/conversations/application/visitor-sessions';
import { aiMayAnswer } from '@parley/conversations/domain/handoff-state';
import { findConversation } from '@parley/conversations/infrastructure/conversation-repo';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import { announce } from '@parley/live/live-bus';
import { CHAT_MESSAGES } from '@parley/messages/chat';
import { readAgentSettings } from '../domain/agent-settings';
import { humanMessagesOf, questionOf, respond } from '../domain/builtin-responder';
import { addEvent, buildBotTurn, emptyReply } from '../domain/collect-reply';
import { checkLimits } from '../domain/interaction-limits';
import type { ResponderEvent } from '../domain/responder';
import { END_MESSAGE, stepFlow } from '../flow/flow-step';
import { flowOf } from '../flow/flow-walk';
import { chooseResponder, type RuntimeOptions } from './choose-responder';
import { readStoredTurns } from './read-stored-turns';
import { replyWithoutStoring } from './reply-without-storing';
import { storeBotReply } from './store-bot-reply';

export interface ReplyArgs {
  agentId: string;
  userId: string;
  region?: Region;
  action: TAction;
  origin?: string;
  isTest?: boolean;
  visitor?: { name?: string; email?: string };
  visitorLang?: string;
  signal?: AbortSignal;
  /** Live events as the responder makes them (the WebSocket streams them). */
  onEvent?: (event: ResponderEvent) => void;
}

export type ReplyResult = TInteractResponse & { region: Region; stored: boolean };

const AI_SNAPSHOT = {
  state: 'ai-chatting',
  assignee: null,
  deadline: null,
  requestedAt: null,
  manualControl: false,
} as const;

export async function replyToVisitor(
  ctx: DataContext,
  runtime: RuntimeOptions,
  args: ReplyArgs,
): Promise<ReplyResult> {
  const located = await locateAgent(ctx, args.agentId, args.region);
  if (!located) throw new AppError('NOT_FOUND', 'Agent not found.');
  const { region } = located;
  const agent = located.row.doc;
  const { db } = ctx.dbs[region];
  const answer = (over: Partial<ReplyResult>): ReplyResult => ({
    turns: [],
    actionMessages: [],
    appError: null,
    debug: { region },
    region,
    stored: false,
    ...over,
  });
  if (agent.disabled === true) return answer({ appError: CHAT_MESSAGES.agentDisabled });

  const { kind, responder } = chooseResponder(runtime, agent);
  const key = { region, agentId: located.row.id, userId: args.userId };
  const payloadOf = (a: TAction) =>
    a.payload && typeof a.payload === 'object' ? (a.payload as Record<string, unknown>) : {};

  // Handoff actions of the visitor (R-HND-3, R-HND-5, R-HND-7): they change the state, not the transcript.
  if (args.action.type === 'request_handoff') {
    // Asked before writing anything: the conversation keeps the greeting the visitor saw, as it does
    // when it starts with a message (else the widget's next sync would drop the greeting).
    const fresh = kind !== 'vf' && (await readStoredTurns(db, key.agentId, args.userId)).length === 0;
    const greeting = fresh ? respond(agent, { type: 'launch' }) : [];
    const snapshot = await requestHandoff(ctx, {
      ...key,
      agent,
      opening: greeting.length > 0 ? [{ from: 'bot', messages: greeting, ts: Date.now(), sources: [] }] : [],
      timeoutSeconds: payloadOf(args.action).timeout,
      origin: args.origin,
      isTest: args.isTest,
      hooks: runtime.hooks,
    });
    return answer({ conversation: await publicViewOf(ctx, snapshot), stored: true });
  }
  if (args.action.type === 'cancel_handoff') {
    const snapshot = await cancelHandoff(ctx, key);
    return answer({ conversation: await publicViewOf(ctx, snapshot), stored: true });
  }
  if (args.action.type === 'reset') {
    // R-HND-7: state back to the AI at the start, then the chat restarts with a launch.
    await resetConversation(ctx, key);
    return replyToVisitor(ctx, runtime, { ...args, action: { type: 'launch' } });
  }
  const humanMessages = humanMessagesOf(args.action);
  // A launch alone stores nothing: a conversation begins with the visitor's first message.
  if (humanMessages.length === 0) {
    // 'New Chat' / restart (R-WTB-10): the visitor's next message opens a new session.
    if (args.action.type === 'launch' && payloadOf(args.action).restart === true)
      await startNewSession(ctx, key);
    if (kind === 'vf') {
      const input = { region, agentId: located.row.id, agent, history: [], action: args.action };
      const silent = await replyWithoutStoring(
        responder,
        { ...input, userId: args.userId, isTest: args.isTest, signal: args.signal },
        args.onEvent,
      );
      return answer({ ...silent, debug: { region, responder: kind, ...silent.debug } });
    }
    const greeting = respond(agent, args.action);
    for (const message of greeting) args.onEvent?.({ type: 'message', message });
    const turns: TTurn[] =
      greeting.length > 0 ? [{ from: 'bot', messages: greeting, ts: Date.now(), sources: [] }] : [];
    return answer({
      turns,
      debug: { region, responder: kind },
      conversation: await readConversationView(ctx, key),
    });
  }

  // The visitor's turn is committed before the reply is made: a crash below loses nothing they sent.
  // A new conversation starts with the greeting the visitor saw, regenerated here rather than trusted from the client.
  const settings = readAgentSettings(agent);
  const base = {
    agentId: located.row.id,
    userId: args.userId,
    origin: args.origin,
    isTest: args.isTest,
    visitor: args.visitor,
  };
  const humanTurn: TTurn = { from: 'human', messages: humanMessages, ts: Date.now() };
  const history = await readStoredTurns(db, base.agentId, base.userId);
  // An external-flow agent's greeting comes from its own platform, which keeps it.
  const greeting = history.length === 0 && kind !== 'vf' ? respond(agent, { type: 'launch' }) : [];
  const opening: TTurn[] =
    greeting.length > 0 ? [{ from: 'bot', messages: greeting, ts: humanTurn.ts - 1, sources: [] }] : [];
  const { sessionId } = await recordTurns(db, { ...base, turns: [...opening, humanTurn] });
  const convo = await findConversation(db, base.agentId, base.userId);
  const debug: Record<string, unknown> = { region, sessionId, responder: kind };
  await announce(db, { kind: 'conversation', ...key });
  await runtime.hooks?.visitorMessage?.(key, questionOf(args.action) ?? '');

  // R-HND-8: while a person has the conversation (or is asked for), the AI stays silent.
  const snapshot = convo ? snapshotOf(convo) : null;
  if (snapshot && !aiMayAnswer(snapshot)) {
    return answer({
      turns: [humanTurn],
      debug: { ...debug, silent: snapshot.state },
      stored: true,
      conversation: await publicViewOf(ctx, snapshot),
    });
  }

  const verdict = checkLimits(settings, convo?.totalUserInteractions ?? 1);
  if (verdict === 'tokens-consumed') {
    return answer({
      turns: [humanTurn],
      appError: CHAT_MESSAGES.tokensConsumed,
      debug: { ...debug, limit: verdict },
      stored: true,
    });
  }
  if (verdict === 'max-interactions') {
    const botTurn: TTurn = {
      from: 'bot',
      messages: [textMessage(CHAT_MESSAGES.maxInteractions, 0)],
      ts: Date.now(),
      sources: [],
    };
    args.onEvent?.({ type: 'text', delta: CHAT_MESSAGES.maxInteractions });
    await recordTurns(db, { ...base, turns: [botTurn] });
    return answer({ turns: [humanTurn, botTurn], debug: { ...debug, limit: verdict }, stored: true });
  }

  // On a flow (enableNodes), the conversation moves one node per visitor turn; the node's message goes first.
  const flow = flowOf(agent);
  const step = flow
    ? stepFlow(
        flow,
        convo?.nodesInfo,
        questionOf(args.action) ?? '',
        agent.messageDelayMS as number | undefined,
      )
    : null;
  const reply = emptyReply();
  for (const message of step?.messages ?? []) {
    addEvent(reply, { type: 'message', message });
    args.onEvent?.({ type: 'message', message });
  }
  const nodeMessage = step?.messages[0] ? (messageText(step.messages[0]) ?? undefined) : undefined;
  // An end node that says goodbye needs no answer from the responder.
  const skipResponder = step?.ended === true && nodeMessage !== undefined;
  try {
    for await (const event of skipResponder
      ? []
      : responder({
          region,
          agentId: base.agentId,
          agent,
          history: [...opening, ...history],
          action: args.action,
          visitorLang: args.visitorLang,
          signal: args.signal,
          userId: base.userId,
          isTest: args.isTest,
          flow: step ? { nodeId: step.currentNode, message: nodeMessage, prompt: step.prompt } : undefined,
        })) {
      if (event.type === 'sources' && !settings.showSources) continue;
      addEvent(reply, event);
      args.onEvent?.(event);
    }
  } catch (error) {
    if (!args.signal?.aborted) {
      // Nothing beyond the visitor's turn is stored; the detail is shown only in test mode (R-IAPI-5).
      const detail = error instanceof Error ? error.message : String(error);
      return answer({
        turns: [humanTurn],
        appError: CHAT_MESSAGES.errorLive,
        debug: { ...debug, ...(args.isTest ? { error: detail } : {}) },
        stored: true,
      });
    }
  }
  const cancelled = args.signal?.aborted === true;
  let botTurn = buildBotTurn(reply, { showSources: settings.showSources, ts: Date.now(), cancelled });
  if (step?.ended) {
    // R-WRT-2: an 'end' message closes the turn and the conversation becomes ended_chat.
    args.onEvent?.({ type: 'message', message: END_MESSAGE });
    botTurn = botTurn
      ? { ...botTurn, messages: [...botTurn.messages, END_MESSAGE] }
      : { from: 'bot', messages: [END_MESSAGE], ts: Date.now(), sources: [] };
  }
  const patch = step
    ? {
        nodesInfo: { ...convo?.nodesInfo, currentNode: step.currentNode },
        ...(step.ended ? { state: 'ended_chat' } : {}),
      }
    : undefined;
  if (botTurn) {
    await storeBotReply(ctx, {
      region,
      workspaceUid: located.row.ownerID,
      base: { ...base, patch },
      turn: botTurn,
      usage: reply.usage,
    });
  } else if (patch) {
    await recordTurns(db, { ...base, turns: [], patch });
  }
  await announce(db, { kind: 'conversation', ...key });
  // The model (or the flow) asked for a person: the request starts once its reply is stored.
  const handoffAsk = reply.actions.find((a) => a.type === 'request_handoff');
  const conversation = handoffAsk
    ? await publicViewOf(
        ctx,
        await requestHandoff(ctx, {
          ...key,
          agent,
          timeoutSeconds: (handoffAsk as { timeout?: unknown }).timeout,
          hooks: runtime.hooks,
        }).catch(() => snapshot ?? AI_SNAPSHOT),
      )
    : await readConversationView(ctx, key);
  return answer({
    conversation,
    turns: botTurn ? [humanTurn, botTurn] : [humanTurn],
    actionMessages: reply.actions.map((a) => ({ type: a.type, payload: a })),
    appError: reply.appError ?? null,
    debug: {
      ...debug,
      ...reply.debugFields,
      entries: reply.debug,
      ...(step ? { flowNode: step.currentNode } : {}),
      ...(cancelled ? { cancelled: true } : {}),
      ...(reply.usage ? { usage: reply.usage } : {}),
    },
    stored: true,
  });
}
