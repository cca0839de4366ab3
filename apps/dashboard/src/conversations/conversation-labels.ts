// How a conversation is named and badged in the dashboard (state values: R-HND-1; the labels are ours).
import type { TConversationSummary } from '@parley/contract/conversations';

type State = TConversationSummary['state'];

export const CONVERSATION_STATE_BADGE: Record<State, { label: string; color: string; filter: string }> = {
  requested_chat: { label: 'Waiting', color: 'orange', filter: 'Waiting for a person' },
  'human-chatting': { label: 'Human', color: 'green', filter: 'With a person' },
  'ai-chatting': { label: 'AI', color: 'blue', filter: 'AI answering' },
  ended_chat: { label: 'Ended', color: 'gray', filter: 'Ended' },
};

/** The visitor's name, else their e-mail, else the last 6 letters and digits of their id. */
export function visitorName(c: Pick<TConversationSummary, 'userName' | 'userEmail' | 'userId'>): string {
  const name = c.userName?.trim() || c.userEmail?.trim();
  return name || `Visitor ${c.userId.replace(/[^A-Za-z0-9]/g, '').slice(-6)}`;
}

export const interactionsLabel = (n: number) => `${n} ${n === 1 ? 'message' : 'messages'}`;

/** "You" when the caller has it, else the assignee's name. */
export function assigneeLabel(
  c: Pick<TConversationSummary, 'chatAssignedTo' | 'assigneeName'>,
  meId: string | null,
): string | null {
  if (!c.chatAssignedTo) return null;
  if (c.chatAssignedTo === meId) return 'You';
  return c.assigneeName?.trim() || 'Someone';
}
