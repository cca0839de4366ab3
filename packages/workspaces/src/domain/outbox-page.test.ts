import { describe, expect, it } from 'vitest';
import { mergeOutboxPages } from './outbox-page';

const row = (id: number, createdAt: number) => ({ id, createdAt });

describe('outbox paging across regions', () => {
  it('merges both regions newest first and keeps a position per region', () => {
    const page = mergeOutboxPages(
      [
        { region: 'eu', rows: [row(9, 900), row(8, 500), row(7, 100)] },
        { region: 'na', rows: [row(3, 700), row(2, 600)] },
      ],
      3,
    );
    expect(page.items.map((i) => `${i.region}${i.id}`)).toEqual(['eu9', 'na3', 'na2']);
    expect(page.cursor).toEqual({ eu: 9, na: 2 });
    expect(page.hasMore).toBe(true);
  });

  it('a region with nothing on this page keeps its earlier position; the last page says so', () => {
    const page = mergeOutboxPages(
      [
        { region: 'eu', rows: [row(8, 500)] },
        { region: 'na', rows: [] },
      ],
      3,
      {
        eu: 9,
        na: 2,
      },
    );
    expect(page.items.map((i) => i.id)).toEqual([8]);
    expect(page.cursor).toEqual({ eu: 8, na: 2 });
    expect(page.hasMore).toBe(false);
  });
});
