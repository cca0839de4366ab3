// A flow (R-AGD-15) read from the open agent document, and the checks an editor save must pass.
import type { TAgentNode, TAgentNodeType } from '@parley/contract/agents';

export type FlowNode = TAgentNode;

const TYPES: readonly TAgentNodeType[] = ['start', 'note', 'default', 'end'];

/** The agent's nodes, skipping anything malformed (the document is open jsonb). */
export function readFlowNodes(doc: Record<string, unknown>): FlowNode[] {
  if (!Array.isArray(doc.nodes)) return [];
  return doc.nodes.filter(
    (n): n is FlowNode =>
      !!n &&
      typeof n === 'object' &&
      typeof (n as FlowNode).id === 'string' &&
      TYPES.includes((n as FlowNode).type),
  );
}

/** The targets a node can move to: its branches' targets, then its default `next`. */
export function edgesOf(node: FlowNode): string[] {
  const targets = (node.data?.conditions ?? []).map((c) => c.next);
  if (node.data?.next) targets.push(node.data.next);
  return targets.filter((t) => t !== '');
}

/** Problems that make a flow unwalkable, as sentences for the editor; empty when it is valid. */
export function validateFlow(nodes: FlowNode[]): string[] {
  const problems: string[] = [];
  const byId = new Map<string, FlowNode>();
  for (const node of nodes) {
    if (byId.has(node.id)) problems.push(`Two nodes share the id "${node.id}".`);
    byId.set(node.id, node);
  }
  const walked = nodes.filter((n) => n.type !== 'note');
  if (walked.length === 0) return problems;
  const starts = nodes.filter((n) => n.type === 'start').length;
  if (starts !== 1) problems.push(`A flow needs exactly one start node (found ${starts}).`);
  for (const node of walked) {
    for (const target of edgesOf(node)) {
      const to = byId.get(target);
      if (!to) problems.push(`Node "${node.id}" points at "${target}", which does not exist.`);
      else if (to.type === 'note') problems.push(`Node "${node.id}" points at the note "${target}".`);
      else if (to.type === 'start') problems.push(`Node "${node.id}" points back at the start node.`);
    }
  }
  return problems;
}
