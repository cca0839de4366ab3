import { describe, expect, it } from 'vitest';
import { groupTurnsBySession, sessionToShow } from './session-groups';

const turn = (sessionId: string, ts: number) => ({ sessionId, ts, from: 'human' as const });

describe('turns grouped by session', () => {
  it('R-HND-11 makes one group per session, numbered in the order they started', () => {
    const groups = groupTurnsBySession([turn('a', 10), turn('a', 20), turn('b', 30), turn('b', 45)]);
    expect(groups.map((g) => [g.sessionId, g.number, g.startedAt, g.lastAt, g.turns.length])).toEqual([
      ['a', 1, 10, 20, 2],
      ['b', 2, 30, 45, 2],
    ]);
  });

  it('keeps a session together when its turns are interleaved with another', () => {
    const groups = groupTurnsBySession([turn('a', 1), turn('b', 2), turn('a', 3)]);
    expect(groups.map((g) => [g.sessionId, g.turns.map((t) => t.ts)])).toEqual([
      ['a', [1, 3]],
      ['b', [2]],
    ]);
  });

  it('has no groups without turns', () => {
    expect(groupTurnsBySession([])).toEqual([]);
  });

  it('opens the chosen session while it exists, else the latest', () => {
    const groups = groupTurnsBySession([turn('a', 1), turn('b', 2)]);
    expect(sessionToShow(groups, 'a')).toBe('a');
    expect(sessionToShow(groups, 'gone')).toBe('b');
    expect(sessionToShow(groups, null)).toBe('b');
    expect(sessionToShow([], null)).toBeNull();
  });
});
