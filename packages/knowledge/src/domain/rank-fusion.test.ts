import { describe, expect, it } from 'vitest';
import { canMoveTo } from './document-status';
import { fuseRankings } from './rank-fusion';

describe('reciprocal-rank fusion', () => {
  it('sums 1/(k+rank) over the rankings', () => {
    const fused = fuseRankings([
      ['a', 'b', 'c'],
      ['c', 'a'],
    ]);
    expect(fused.map((f) => f.id)).toEqual(['a', 'c', 'b']);
    expect(fused[0]?.score).toBeCloseTo(1 / 61 + 1 / 62, 12);
    expect(fused[1]?.score).toBeCloseTo(1 / 63 + 1 / 61, 12);
    expect(fused[2]?.score).toBeCloseTo(1 / 62, 12);
  });

  it('a single ranking keeps its order; ties break by id', () => {
    expect(fuseRankings([['x', 'y']]).map((f) => f.id)).toEqual(['x', 'y']);
    expect(fuseRankings([['b'], ['a']]).map((f) => f.id)).toEqual(['a', 'b']);
    expect(fuseRankings([])).toEqual([]);
  });
});

describe('document status', () => {
  it('R-KB-3 moves INITIALIZED → PENDING → SUCCESS | ERROR', () => {
    expect(canMoveTo('INITIALIZED', 'PENDING')).toBe(true);
    expect(canMoveTo('INITIALIZED', 'SUCCESS')).toBe(false);
    expect(canMoveTo('PENDING', 'SUCCESS')).toBe(true);
    expect(canMoveTo('PENDING', 'ERROR')).toBe(true);
    expect(canMoveTo('SUCCESS', 'PENDING')).toBe(true);
  });
});
