// Folds a responder's events into one bot turn and what goes beside it (actions, debug, usage).
import type { TMessage, TSource, TTurn } from '@parley/contract/chat';
import { textMessage } from '@parley/contract/message-text';
import type { ResponderEvent } from './responder';

export interface CollectedReply {
  messages: TMessage[];
  text: string;
  sources: TSource[];
  actions: Array<{ type: string; [key: string]: unknown }>;
  debug: Array<Record<string, unknown>>;
  usage?: { inputTokens: number; outputTokens: number; modelId: string };
  appError?: string;
  /** Fields for the response's top-level debug. */
  debugFields?: Record<string, unknown>;
}

export const emptyReply = (): CollectedReply => ({
  messages: [],
  text: '',
  sources: [],
  actions: [],
  debug: [],
});

export function addEvent(reply: CollectedReply, event: ResponderEvent): void {
  if (event.type === 'text') reply.text += event.delta;
  else if (event.type === 'message') reply.messages.push(event.message);
  else if (event.type === 'sources') reply.sources.push(...event.sources);
  else if (event.type === 'action') reply.actions.push(event.action);
  else if (event.type === 'debug') reply.debug.push(event.entry);
  else if (event.type === 'usage') reply.usage = { ...event };
  else if (event.type === 'outcome') {
    if (event.appError !== undefined) reply.appError = event.appError;
    reply.debugFields = { ...reply.debugFields, ...event.debug };
  }
}

/** The bot turn (null when there is nothing to say); sources only when the agent shows them (vgOptions.showSources). */
export function buildBotTurn(
  reply: CollectedReply,
  opts: { showSources: boolean; ts: number; cancelled?: boolean },
): TTurn | null {
  const text = reply.text.trim();
  const messages = [...reply.messages];
  if (text !== '') {
    const message = textMessage(text, 0);
    messages.push(opts.cancelled ? { ...message, isLoading: false, debug: { cancelled: true } } : message);
  }
  if (messages.length === 0) return null;
  return { from: 'bot', messages, ts: opts.ts, sources: opts.showSources ? reply.sources : [] };
}
