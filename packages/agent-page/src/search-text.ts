// Words and word similarity for the agent search (R-SRC): tokenising labels, field paths and queries,
// and a typo-tolerant similarity between a query word and a page word.

/**
 * Lower-case words of a label, description, key or field path: camelCase and acronyms split
 * ('vgOptions.handoffTimeout' → vg options handoff timeout), accents dropped, punctuation separates.
 */
export function tokenize(value: string): string[] {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The words plus each adjacent pair joined, so 'knowledgebase' meets 'knowledge-base'. */
export function withJoinedPairs(words: string[]): string[] {
  const pairs = words.slice(1).map((w, i) => `${words[i]}${w}`);
  return [...words, ...pairs];
}

/**
 * Optimal-string-alignment distance (Damerau-Levenshtein with adjacent transpositions), giving up
 * early: any result above `limit` is returned as limit + 1.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const prev = rows[i - 1]!;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      }
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (i > 0 && rowMin > limit) return limit + 1;
    rows.push(row);
  }
  return Math.min(rows[a.length]![b.length]!, limit + 1);
}

/** Typos forgiven in a query word: none below 4 letters, one up to 7, two from 8. */
export function typoAllowance(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/** A word being typed that starts a longer word: 0.7 plus how much of the word it covers. */
const prefixScore = (typed: number, whole: number) => 0.7 + 0.3 * (typed / whole);

/**
 * How well a query word matches a page word, 0..1: 1 when equal; a prefix scores by how much of the
 * word it covers; a word within the typo allowance scores 1 − edits / length; a misspelt prefix
 * scores as a prefix, reduced by its edits.
 */
export function similarity(query: string, word: string): number {
  if (query === word) return 1;
  let best = 0;
  if (query.length >= 2 && word.startsWith(query)) best = prefixScore(query.length, word.length);
  const allowance = typoAllowance(query.length);
  if (allowance === 0) return best;
  const whole = editDistance(query, word, allowance);
  if (whole <= allowance) best = Math.max(best, 1 - whole / Math.max(query.length, word.length));
  for (let cut = query.length - 1; cut <= query.length + 1 && cut < word.length; cut++) {
    const edits = editDistance(query, word.slice(0, cut), allowance);
    if (edits <= allowance && edits > 0) {
      best = Math.max(best, prefixScore(query.length, word.length) * (1 - edits / query.length));
    }
  }
  return best;
}
