// The minimal built-in responder of the foundation: greets on launch and acknowledges text.
// The agent runtime (issue 3) replaces it behind the same interact path and store.
import type { TAction, TMessage } from '@parley/contract/chat';
import { textMessage } from '@parley/contract/message-text';

export interface ResponderAgent {
  proactiveMessage?: unknown;
  initMessages?: unknown;
  messageDelayMS?: unknown;
  title?: unknown;
}

export const OFFLINE_REPLY =
  "Thanks for your message! I'm running on Parley's built-in responder and can't answer questions yet: no language model is configured for this agent.";

/** Bot messages for a visitor action; an empty list means the agent stays silent. */
export function respond(agent: ResponderAgent, action: TAction): TMessage[] {
  const delay = typeof agent.messageDelayMS === 'number' ? agent.messageDelayMS : 1000;
  if (action.type === 'launch') {
    const init = Array.isArray(agent.initMessages)
      ? agent.initMessages.filter((m): m is string => typeof m === 'string' && m.trim() !== '')
      : [];
    const greeting =
      init.length > 0 ? init : typeof agent.proactiveMessage === 'string' ? [agent.proactiveMessage] : [];
    return greeting.map((text, i) => textMessage(text, i === 0 ? 0 : delay));
  }
  if (action.type === 'text' || action.type === 'intent') return [textMessage(OFFLINE_REPLY, 0)];
  return [];
}

/** What the visitor did, as the human turn's messages; launch and silent actions leave no human turn. */
export function humanMessagesOf(action: TAction): TMessage[] {
  if (action.type === 'text' && typeof action.payload === 'string' && action.payload.trim() !== '') {
    return [textMessage(action.payload)];
  }
  if (action.type === 'intent') return [{ type: 'intent', payload: action.payload }];
  return [];
}
