// How a conversation is named and badged in the dashboard (state values: R-HND-1; the labels are ours).
import type { TConversationSummary } from '@parley/contract/conversations';

type State = TConversationSummary['state'];

export const CONVERSATION_STATE_BADGE: Record<State, { label: string; color: string }> = {
  'ai-chatting': { label: 'AI', color: 'blue' },
  requested_chat: { label: 'Needs human', color: 'orange' },
  'human-chatting': { label: 'Human', color: 'green' },
  ended_chat: { label: 'Ended', color: 'gray' },
};

/** The visitor's name, else their e-mail, else the last 6 letters and digits of their id. */
export function visitorName(c: Pick<TConversationSummary, 'userName' | 'userEmail' | 'userId'>): string {
  const name = c.userName?.trim() || c.userEmail?.trim();
  return name || `Visitor ${c.userId.replace(/[^A-Za-z0-9]/g, '').slice(-6)}`;
}

export const interactionsLabel = (n: number) => `${n} ${n === 1 ? 'message' : 'messages'}`;
