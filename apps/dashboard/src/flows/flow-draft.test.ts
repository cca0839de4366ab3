import { describe, expect, it } from 'vitest';
import { addNode, connectNodes, type DraftNode, newNodeId, orderForList, removeNode } from './flow-draft';

const flow = (): DraftNode[] => [
  { id: 'end-1', type: 'end', data: { title: 'Bye' } },
  { id: 'note-1', type: 'note', data: { title: 'Memo' } },
  {
    id: 'default-1',
    type: 'default',
    data: { next: 'end-1', conditions: [{ label: 'Sales', keywords: ['sales'], next: 'end-1' }] },
  },
  { id: 'start-1', type: 'start', data: { next: 'default-1' } },
];

describe('flow draft', () => {
  it('adds nodes with fresh ids and titles', () => {
    expect(newNodeId(flow(), 'end')).toBe('end-2');
    const added = addNode([], 'start', { x: 5, y: 6 });
    expect(added).toEqual([
      { id: 'start-1', type: 'start', data: { title: 'Start 1' }, position: { x: 5, y: 6 } },
    ]);
  });

  it('removes a node and the edges to it', () => {
    const left = removeNode(flow(), 'end-1');
    expect(left.map((n) => n.id)).toEqual(['note-1', 'default-1', 'start-1']);
    expect(left[1]?.data).toEqual({ conditions: [] });
  });

  it('connects default next and branch handles, never to a note or the start', () => {
    const nodes = addNode(flow(), 'end');
    expect(connectNodes(nodes, 'default-1', 'next', 'end-2')[2]?.data?.next).toBe('end-2');
    expect(connectNodes(nodes, 'default-1', 'branch-0', 'end-2')[2]?.data?.conditions?.[0]?.next).toBe(
      'end-2',
    );
    expect(connectNodes(nodes, 'default-1', 'next', 'note-1')).toBe(nodes);
    expect(connectNodes(nodes, 'default-1', 'next', 'start-1')).toBe(nodes);
  });

  it('lists the walk from the start first, then the rest', () => {
    expect(orderForList(flow()).map((n) => n.id)).toEqual(['start-1', 'default-1', 'end-1', 'note-1']);
  });
});
