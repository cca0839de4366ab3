import { describe, expect, it } from 'vitest';
import { latestPerLevel } from './latest-per-level';

describe('latest per level', () => {
  it('R-NTF-7 keeps the latest 5 of each level, newest first, across regions', () => {
    const rows = [
      ...Array.from({ length: 7 }, (_, i) => ({ id: `eu:${i}`, level: 1, ts: 100 + i })),
      ...Array.from({ length: 3 }, (_, i) => ({ id: `na:${i}`, level: 2, ts: 200 + i })),
      { id: 'na:9', level: 1, ts: 150 },
    ];
    const out = latestPerLevel(rows);
    expect(out.filter((r) => r.level === 1).map((r) => r.id)).toEqual([
      'na:9',
      'eu:6',
      'eu:5',
      'eu:4',
      'eu:3',
    ]);
    expect(out.filter((r) => r.level === 2).map((r) => r.ts)).toEqual([202, 201, 200]);
    expect(out.map((r) => r.ts)).toEqual([...out.map((r) => r.ts)].sort((a, b) => b - a));
  });
});
