// Editing a flow in the dashboard, pure: add, change, remove and connect nodes, and the Prompt view's order.
import type { TAgentNode } from '@parley/contract/agents';

export type DraftNode = TAgentNode;
export type NodeData = NonNullable<DraftNode['data']>;

export const NODE_TYPE_LABELS: Record<DraftNode['type'], string> = {
  start: 'Start',
  default: 'Step',
  end: 'End',
  note: 'Note',
};

/** A new id not used by any node: `{type}-{n}`. */
export function newNodeId(nodes: DraftNode[], type: DraftNode['type']): string {
  const used = new Set(nodes.map((n) => n.id));
  let n = 1;
  while (used.has(`${type}-${n}`)) n += 1;
  return `${type}-${n}`;
}

export function addNode(nodes: DraftNode[], type: DraftNode['type'], position?: { x: number; y: number }) {
  const id = newNodeId(nodes, type);
  const node: DraftNode = {
    id,
    type,
    data: { title: `${NODE_TYPE_LABELS[type]} ${id.split('-')[1]}` },
    position: position ?? { x: 80 + 40 * nodes.length, y: 80 + 60 * nodes.length },
  };
  return [...nodes, node];
}

export function updateNodeData(nodes: DraftNode[], id: string, patch: Partial<NodeData>): DraftNode[] {
  return nodes.map((n) => (n.id === id ? { ...n, data: { ...n.data, ...patch } } : n));
}

/** Removes a node and every edge pointing at it (default next and branches). */
export function removeNode(nodes: DraftNode[], id: string): DraftNode[] {
  return nodes
    .filter((n) => n.id !== id)
    .map((n) => {
      if (!n.data) return n;
      const { next, conditions, ...rest } = n.data;
      return {
        ...n,
        data: {
          ...rest,
          ...(next && next !== id ? { next } : {}),
          ...(conditions ? { conditions: conditions.filter((c) => c.next !== id) } : {}),
        },
      };
    });
}

/**
 * Connects `source` to `target`: handle 'next' sets the default next, handle `branch-{i}` the i-th branch.
 * Notes neither lead nor are led to.
 */
export function connectNodes(nodes: DraftNode[], source: string, handle: string, target: string) {
  const to = nodes.find((n) => n.id === target);
  if (!to || to.type === 'note' || to.type === 'start' || source === target) return nodes;
  return nodes.map((n) => {
    if (n.id !== source || n.type === 'note' || n.type === 'end') return n;
    if (handle === 'next') return { ...n, data: { ...n.data, next: target } };
    const index = Number(handle.replace('branch-', ''));
    const conditions = (n.data?.conditions ?? []).map((c, i) => (i === index ? { ...c, next: target } : c));
    return { ...n, data: { ...n.data, conditions } };
  });
}

/** The Prompt view's order: the walk from the start along default nexts and branches, then the rest. */
export function orderForList(nodes: DraftNode[]): DraftNode[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const seen = new Set<string>();
  const queue = nodes.filter((n) => n.type === 'start').map((n) => n.id);
  const ordered: DraftNode[] = [];
  while (queue.length > 0) {
    const id = queue.shift() as string;
    const node = byId.get(id);
    if (!node || seen.has(id)) continue;
    seen.add(id);
    ordered.push(node);
    if (node.data?.next) queue.push(node.data.next);
    for (const c of node.data?.conditions ?? []) queue.push(c.next);
  }
  return [...ordered, ...nodes.filter((n) => !seen.has(n.id))];
}

/** The nodes a node may lead to, as select options. */
export const targetOptions = (nodes: DraftNode[], from: string) =>
  nodes
    .filter((n) => n.id !== from && n.type !== 'note' && n.type !== 'start')
    .map((n) => ({ value: n.id, label: n.data?.title || n.id }));

/** Cuts the edge leaving `source` by `handle` ('next' or `branch-{i}`); the branch itself stays. */
export function disconnect(nodes: DraftNode[], source: string, handle: string): DraftNode[] {
  return nodes.map((n) => {
    if (n.id !== source || !n.data) return n;
    if (handle === 'next') {
      const { next: _cut, ...rest } = n.data;
      return { ...n, data: rest };
    }
    const index = Number(handle.replace('branch-', ''));
    const conditions = (n.data.conditions ?? []).map((c, i) => (i === index ? { ...c, next: '' } : c));
    return { ...n, data: { ...n.data, conditions } };
  });
}
