// R-NTF-7: the latest 5 per level, newest first, over rows gathered from both regions.

export const PER_LEVEL = 5;

export function latestPerLevel<T extends { notificationLevel: number; ts: number; ID: string }>(
  rows: readonly T[],
  perLevel: number = PER_LEVEL,
): T[] {
  const sorted = [...rows].sort((a, b) => b.ts - a.ts || b.ID.localeCompare(a.ID));
  const counts = new Map<number, number>();
  return sorted.filter((row) => {
    const n = counts.get(row.notificationLevel) ?? 0;
    counts.set(row.notificationLevel, n + 1);
    return n < perLevel;
  });
}
