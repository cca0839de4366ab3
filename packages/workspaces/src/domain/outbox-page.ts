// One page of a workspace's outbox from both regions' mail_outbox, newest first. Each region is paged
// by its own id (ids are per database), so the cursor keeps one position per region.
import type { Region } from '@parley/kernel/regions';

export type OutboxCursor = Partial<Record<Region, number>>;

export interface PagedRow {
  id: number;
  createdAt: number;
}

/**
 * `fetched` holds, per region, up to limit + 1 rows older than the cursor's position (newest first).
 * Returns the newest `limit` of them all, the next cursor and whether more rows remain.
 */
export function mergeOutboxPages<T extends PagedRow>(
  fetched: Array<{ region: Region; rows: T[] }>,
  limit: number,
  cursor: OutboxCursor = {},
): { items: Array<T & { region: Region }>; cursor: OutboxCursor; hasMore: boolean } {
  const all = fetched.flatMap(({ region, rows }) => rows.map((row) => ({ ...row, region })));
  all.sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  const items = all.slice(0, limit);
  const next: OutboxCursor = { ...cursor };
  for (const item of items) next[item.region] = Math.min(next[item.region] ?? item.id, item.id);
  return { items, cursor: next, hasMore: all.length > items.length };
}
