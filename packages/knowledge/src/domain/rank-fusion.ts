// Reciprocal-rank fusion of several rankings (full text, vector): score = Σ 1 / (k + rank), rank from 1.
export const RRF_K = 60;

export function fuseRankings(
  rankings: readonly (readonly string[])[],
  k = RRF_K,
): { id: string; score: number }[] {
  const scores = new Map<string, number>();
  for (const ranking of rankings) {
    ranking.forEach((id, index) => {
      scores.set(id, (scores.get(id) ?? 0) + 1 / (k + index + 1));
    });
  }
  return [...scores.entries()]
    .map(([id, score]) => ({ id, score }))
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}
