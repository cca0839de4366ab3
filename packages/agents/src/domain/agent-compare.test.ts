import { describe, expect, it } from 'vitest';
import { deepEqual, isSameAgentVersion } from './agent-compare';

describe('isSameAgentVersion', () => {
  const agent = {
    ID: 'AgentCompare0001',
    title: 'Ava',
    vgOptions: { maxChunkSize: 2424, showSources: true },
    initMessages: ['Hi', 'How can I help?'],
    lastModified: 100,
    ts: 100,
    ownerID: 'W1',
    userId: 'U1',
  };

  it('R-VER-12 ignores lastModified, ts, ownerID and userId', () => {
    expect(
      isSameAgentVersion(agent, { ...agent, lastModified: 200, ts: 300, ownerID: 'W2', userId: 'U2' }),
    ).toBe(true);
    const { lastModified: _l, ts: _t, ownerID: _o, userId: _u, ...bare } = agent;
    expect(isSameAgentVersion(agent, bare)).toBe(true);
  });

  it('R-VER-12 sees any other difference, nested or in an array, and key order does not matter', () => {
    expect(isSameAgentVersion(agent, { ...agent, title: 'Bob' })).toBe(false);
    expect(
      isSameAgentVersion(agent, { ...agent, vgOptions: { showSources: true, maxChunkSize: 3000 } }),
    ).toBe(false);
    expect(isSameAgentVersion(agent, { ...agent, initMessages: ['Hi'] })).toBe(false);
    expect(isSameAgentVersion(agent, { ...agent, createdAt: 5 })).toBe(false);
    expect(
      isSameAgentVersion(agent, { ...agent, vgOptions: { showSources: true, maxChunkSize: 2424 } }),
    ).toBe(true);
  });
});

describe('deepEqual', () => {
  it('treats a key holding undefined as absent and tells arrays from objects', () => {
    expect(deepEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(deepEqual([1, { x: [2] }], [1, { x: [2] }])).toBe(true);
    expect(deepEqual([], {})).toBe(false);
    expect(deepEqual(null, {})).toBe(false);
    expect(deepEqual(1, '1')).toBe(false);
  });
});
