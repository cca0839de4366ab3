// Canned responses in the composer (R-ORG-2 enableCannedResponses): typing '/shortcut' offers the
// organisation's replies; picking one puts its text in place of what was typed.

export interface CannedResponse {
  shortCode: string;
  content: string;
}

/** The '/query' being typed just before the caret, and where it sits in the text. */
export interface CannedQuery {
  query: string;
  start: number;
  end: number;
}

/** A '/' at the start of the text or after a space opens the picker (not the '/' inside a URL). */
export function cannedQueryAt(text: string, caret: number): CannedQuery | null {
  const match = /(^|\s)\/([^\s/]*)$/.exec(text.slice(0, caret));
  if (!match) return null;
  const start = match.index + (match[1]?.length ?? 0);
  return { query: match[2] ?? '', start, end: caret };
}

/** Shortcuts starting with the query first, then shortcuts containing it, then replies mentioning it. */
export function matchCanned(
  responses: readonly CannedResponse[],
  query: string,
  limit = 8,
): CannedResponse[] {
  const q = query.trim().toLowerCase();
  const rank = (r: CannedResponse) => {
    const code = r.shortCode.toLowerCase();
    if (code.startsWith(q)) return 0;
    if (code.includes(q)) return 1;
    if (r.content.toLowerCase().includes(q)) return 2;
    return -1;
  };
  return responses
    .map((r, i) => ({ r, i, rank: rank(r) }))
    .filter((x) => x.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .slice(0, limit)
    .map((x) => x.r);
}

/** The text with the '/query' replaced by the reply, and where the caret goes. */
export function insertCanned(
  text: string,
  at: CannedQuery,
  content: string,
): { text: string; caret: number } {
  const next = `${text.slice(0, at.start)}${content}${text.slice(at.end)}`;
  return { text: next, caret: at.start + content.length };
}
