import { describe, expect, it } from 'vitest';
import { threeNodeFlow } from './flow-fixtures';
import { validateFlow } from './flow-nodes';
import { stepFlow } from './flow-step';
import { flowOf, isEnd, matchesKeyword, nextNode, startNode } from './flow-walk';

describe('flow walk', () => {
  const nodes = threeNodeFlow();

  it('matches keywords case-insensitively on word boundaries only', () => {
    expect(matchesKeyword('I want SALES please', 'sales')).toBe(true);
    expect(matchesKeyword('wholesales', 'sales')).toBe(false);
    expect(matchesKeyword('sales-team', 'sales')).toBe(true);
    expect(matchesKeyword('Ich möchte kaufen', 'kaufen')).toBe(true);
    expect(matchesKeyword('kaufenü', 'kaufen')).toBe(false);
    expect(matchesKeyword('talk to a human agent', 'human agent')).toBe(true);
    expect(matchesKeyword('anything', ' ')).toBe(false);
    expect(matchesKeyword('a+b', 'a+b')).toBe(true);
  });

  it('takes a matching branch, else the default next, else stays (null)', () => {
    expect(nextNode(nodes, 'start', 'hello')?.id).toBe('ask');
    expect(nextNode(nodes, 'ask', 'I would like to BUY')?.id).toBe('bye');
    expect(nextNode(nodes, 'ask', 'support')).toBeNull();
    expect(nextNode(nodes, 'missing', 'sales')).toBeNull();
    expect(nextNode(nodes, 'memo', 'sales')).toBeNull();
  });

  it('never walks into a note or back to the start', () => {
    const bad = nodes.map((n) => (n.id === 'start' ? { ...n, data: { next: 'memo' } } : n));
    expect(nextNode(bad, 'start', 'hi')).toBeNull();
    const loop = nodes.map((n) => (n.id === 'ask' ? { ...n, data: { next: 'start' } } : n));
    expect(nextNode(loop, 'ask', 'hi')).toBeNull();
  });

  it('knows the start and end nodes', () => {
    expect(startNode(nodes)?.id).toBe('start');
    expect(isEnd(nodes[2])).toBe(true);
    expect(isEnd(nodes[1])).toBe(false);
    expect(isEnd(null)).toBe(false);
  });

  it('runs a flow only with enableNodes and a start node', () => {
    expect(flowOf({ enableNodes: true, nodes })).toHaveLength(4);
    expect(flowOf({ enableNodes: false, nodes })).toBeNull();
    expect(flowOf({ enableNodes: true, nodes: [{ id: 'x', type: 'note' }] })).toBeNull();
    expect(flowOf({ enableNodes: true, nodes: [{ id: 'y', type: 'bogus' }, 7] })).toBeNull();
  });
});

describe('flow validation', () => {
  it('accepts the three-node flow and a flow of notes only', () => {
    expect(validateFlow(threeNodeFlow())).toEqual([]);
    expect(validateFlow([{ id: 'n', type: 'note' }])).toEqual([]);
  });

  it('reports every problem', () => {
    expect(
      validateFlow([
        { id: 'a', type: 'default', data: { next: 'ghost', conditions: [{ keywords: ['x'], next: 'n' }] } },
        { id: 'n', type: 'note' },
        { id: 'e', type: 'end' },
        { id: 'e', type: 'end' },
      ]),
    ).toEqual([
      'Two nodes share the id "e".',
      'A flow needs exactly one start node (found 0).',
      'Node "a" points at the note "n".',
      'Node "a" points at "ghost", which does not exist.',
    ]);
    expect(
      validateFlow([
        { id: 's1', type: 'start', data: { next: 's2' } },
        { id: 's2', type: 'start' },
      ]),
    ).toEqual(['A flow needs exactly one start node (found 2).', 'Node "s1" points back at the start node.']);
  });
});

describe('flow step', () => {
  const nodes = threeNodeFlow();

  it('starts a new conversation at the start node and moves to the next one', () => {
    expect(stepFlow(nodes, {}, 'hello')).toEqual({
      currentNode: 'ask',
      moved: true,
      messages: [{ type: 'text', payload: { message: 'Sales or support?' }, delay: 1000 }],
      prompt: 'Find out whether the visitor wants sales or support.',
      ended: false,
    });
  });

  it('ends on an end node with the agent message delay', () => {
    expect(stepFlow(nodes, { currentNode: 'ask' }, 'sales', 250)).toEqual({
      currentNode: 'bye',
      moved: true,
      messages: [{ type: 'text', payload: { message: 'Our sales team will write to you.' }, delay: 250 }],
      ended: true,
    });
  });

  it('stays on a node without a match and keeps its prompt, sending nothing again', () => {
    expect(stepFlow(nodes, { currentNode: 'ask' }, 'support')).toEqual({
      currentNode: 'ask',
      moved: false,
      messages: [],
      prompt: 'Find out whether the visitor wants sales or support.',
      ended: false,
    });
    expect(stepFlow(nodes, { currentNode: 'bye' }, 'hello again')?.ended).toBe(false);
  });

  it('restarts from the start node when the stored node was deleted', () => {
    expect(stepFlow(nodes, { currentNode: 'gone' }, 'hi')?.currentNode).toBe('ask');
    expect(stepFlow([{ id: 'n', type: 'note' }], {}, 'hi')).toBeNull();
  });
});
