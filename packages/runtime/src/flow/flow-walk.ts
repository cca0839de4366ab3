// Moving along a flow on a visitor's message: a matching branch, else the node's default `next`.
import { type FlowNode, readFlowNodes } from './flow-nodes';

export function startNode(nodes: FlowNode[]): FlowNode | null {
  return nodes.find((n) => n.type === 'start') ?? null;
}

export const isEnd = (node: FlowNode | null | undefined): boolean => node?.type === 'end';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole-word, case-insensitive; a keyword of several words matches as a phrase. */
export function matchesKeyword(text: string, keyword: string): boolean {
  const k = keyword.trim();
  if (k === '') return false;
  // \b does not work for non-ASCII letters, so word edges are "not a letter or digit".
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(k)}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

/**
 * The node the flow moves to from `currentId` on `visitorText`, or null to stay where it is
 * (unknown current node, no match and no default, or a target that is missing or a note).
 */
export function nextNode(nodes: FlowNode[], currentId: string, visitorText: string): FlowNode | null {
  const current = nodes.find((n) => n.id === currentId && n.type !== 'note');
  if (!current) return null;
  const branch = (current.data?.conditions ?? []).find((c) =>
    c.keywords.some((k) => matchesKeyword(visitorText, k)),
  );
  const targetId = branch?.next ?? current.data?.next;
  const target = nodes.find((n) => n.id === targetId);
  return target && target.type !== 'note' && target.type !== 'start' ? target : null;
}

/** The flow an agent runs, or null when it has none (enableNodes off, or no start node). */
export function flowOf(agent: Record<string, unknown>): FlowNode[] | null {
  if (agent.enableNodes !== true) return null;
  const nodes = readFlowNodes(agent);
  return startNode(nodes) ? nodes : null;
}
