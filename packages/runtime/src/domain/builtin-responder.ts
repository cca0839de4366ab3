// The built-in offline responder's pure parts: the greeting on launch and the answer quoted from passages.
import type { TAction, TMessage } from '@parley/contract/chat';
import { textMessage } from '@parley/contract/message-text';
import { CHAT_MESSAGES } from '@parley/messages/chat';
import { trimPassage } from './passage-sources';
import type { Passage } from './ports';

export interface ResponderAgent {
  proactiveMessage?: unknown;
  initMessages?: unknown;
  messageDelayMS?: unknown;
  title?: unknown;
}

/** Bot messages for a launch (initMessages, else the proactive message); other actions get none here. */
export function respond(agent: ResponderAgent, action: TAction): TMessage[] {
  const delay = typeof agent.messageDelayMS === 'number' ? agent.messageDelayMS : 1000;
  if (action.type !== 'launch') return [];
  const init = Array.isArray(agent.initMessages)
    ? agent.initMessages.filter((m): m is string => typeof m === 'string' && m.trim() !== '')
    : [];
  const greeting =
    init.length > 0 ? init : typeof agent.proactiveMessage === 'string' ? [agent.proactiveMessage] : [];
  return greeting.map((text, i) => textMessage(text, i === 0 ? 0 : delay));
}

/** The visitor's question as text, or null when the action carries none. */
export function questionOf(action: TAction): string | null {
  if (action.type === 'text' && typeof action.payload === 'string' && action.payload.trim() !== '') {
    return action.payload.trim();
  }
  if (action.type === 'intent') {
    const p = action.payload as { query?: unknown; intent?: { name?: unknown } } | undefined;
    if (typeof p?.query === 'string' && p.query.trim() !== '') return p.query.trim();
    if (typeof p?.intent?.name === 'string') return p.intent.name;
  }
  return null;
}

/** Quotes the best passages (at most two, the second only if close in score); none → the plain no-answer. */
export function composeOfflineAnswer(passages: Passage[]): string {
  if (passages.length === 0) return CHAT_MESSAGES.builtinNoAnswer;
  const [best, next] = [...passages].sort((a, b) => b.score - a.score);
  const quoted = [best, next && next.score >= (best?.score ?? 0) * 0.8 ? next : undefined]
    .filter((p): p is Passage => p !== undefined)
    .map((p) => `“${trimPassage(p.text)}” (${p.docName})`);
  return [CHAT_MESSAGES.builtinFound, ...quoted].join('\n\n');
}

/** What the visitor did, as the human turn's messages; launch and silent actions leave no human turn. */
export function humanMessagesOf(action: TAction): TMessage[] {
  if (action.type === 'text' && typeof action.payload === 'string' && action.payload.trim() !== '') {
    return [textMessage(action.payload)];
  }
  if (action.type === 'intent') return [{ type: 'intent', payload: action.payload }];
  return [];
}
