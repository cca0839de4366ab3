import { describe, expect, it } from 'vitest';
import { deepMerge } from './deep-merge';

describe('deepMerge', () => {
  it('merges nested objects and replaces arrays and scalars', () => {
    const base = { a: 1, vgOptions: { maxChunkSize: 2424, showSources: true }, tabs: [1, 2] };
    expect(deepMerge(base, { vgOptions: { maxChunkSize: 3000 }, tabs: [3], b: 'x' })).toEqual({
      a: 1,
      b: 'x',
      vgOptions: { maxChunkSize: 3000, showSources: true },
      tabs: [3],
    });
  });
  it('ignores undefined and does not mutate the base', () => {
    const base = { a: { b: 1 } };
    const merged = deepMerge(base, { a: { c: 2 }, d: undefined });
    expect(base).toEqual({ a: { b: 1 } });
    expect(merged).toEqual({ a: { b: 1, c: 2 } });
    expect('d' in merged).toBe(false);
  });
});
