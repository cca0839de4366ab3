import { describe, expect, it } from 'vitest';
import { latestPerLevel } from './latest-per-level';

describe('latest per level', () => {
  it('R-NTF-7 keeps the latest 5 of each level, newest first, across regions', () => {
    const rows = [
      ...Array.from({ length: 7 }, (_, i) => ({ ID: `eu:${i}`, notificationLevel: 1, ts: 100 + i })),
      ...Array.from({ length: 3 }, (_, i) => ({ ID: `na:${i}`, notificationLevel: 2, ts: 200 + i })),
      { ID: 'na:9', notificationLevel: 1, ts: 150 },
    ];
    const out = latestPerLevel(rows);
    expect(out.filter((r) => r.notificationLevel === 1).map((r) => r.ID)).toEqual([
      'na:9',
      'eu:6',
      'eu:5',
      'eu:4',
      'eu:3',
    ]);
    expect(out.filter((r) => r.notificationLevel === 2).map((r) => r.ts)).toEqual([202, 201, 200]);
    expect(out.map((r) => r.ts)).toEqual([...out.map((r) => r.ts)].sort((a, b) => b - a));
  });
});
