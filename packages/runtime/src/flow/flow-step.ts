// One visitor turn on a flow: where the conversation moves, what the bot says for it, what the model is told.
import type { TMessage } from '@parley/contract/chat';
import { textMessage } from '@parley/contract/message-text';
import type { FlowNode } from './flow-nodes';
import { isEnd, nextNode, startNode } from './flow-walk';

/** R-IAPI-7: messages of an agent with enableNodes wait 1000 ms unless messageDelayMS says otherwise. */
export const FLOW_MESSAGE_DELAY_MS = 1000;

export interface FlowStep {
  /** The node the conversation is on after this turn (stored as nodesInfo.currentNode). */
  currentNode: string;
  /** Whether the flow moved this turn (a node's message is sent only on arrival). */
  moved: boolean;
  /** The node's message as a bot text message, when the flow arrived at a node that has one. */
  messages: TMessage[];
  /** Appended to the system prompt for this turn (LLM responder). */
  prompt?: string;
  ended: boolean;
}

export function stepFlow(
  nodes: FlowNode[],
  nodesInfo: Record<string, unknown> | null | undefined,
  visitorText: string,
  messageDelayMS?: number,
): FlowStep | null {
  const start = startNode(nodes);
  if (!start) return null;
  const stored = nodesInfo?.currentNode;
  const known = nodes.find((n) => n.id === stored && n.type !== 'note');
  const from = known ?? start;
  const to = nextNode(nodes, from.id, visitorText);
  const node = to ?? from;
  const message = to?.data?.message?.trim();
  const delay = typeof messageDelayMS === 'number' ? messageDelayMS : FLOW_MESSAGE_DELAY_MS;
  const prompt = node.data?.prompt?.trim();
  return {
    currentNode: node.id,
    moved: to !== null,
    messages: message ? [textMessage(message, delay)] : [],
    ...(prompt ? { prompt } : {}),
    ended: to !== null && isEnd(to),
  };
}

/** R-WRT-2: the message that ends the conversation (the widget then offers a new one). */
export const END_MESSAGE: TMessage = { type: 'end' };
