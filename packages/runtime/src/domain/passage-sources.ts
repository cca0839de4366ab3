// Retrieved passages as turn sources (R-WCV-6) and as numbered context for the model.
import type { TSource } from '@parley/contract/chat';
import type { Passage } from './ports';

/** One source per document, in rank order: {payload:{url}, doc_name, urlDescription}. */
export function mapPassagesToSources(passages: Passage[]): TSource[] {
  const seen = new Set<string>();
  const out: TSource[] = [];
  for (const p of passages) {
    if (seen.has(p.docId)) continue;
    seen.add(p.docId);
    out.push({
      payload: p.url ? { url: p.url } : {},
      doc_name: p.docName,
      urlDescription: p.description ?? p.docName,
    });
  }
  return out;
}

export function formatPassagesForPrompt(passages: Passage[]): string {
  if (passages.length === 0) return '';
  const numbered = passages.map((p, i) => `[${i + 1}] (${p.docName})\n${p.text.trim()}`).join('\n\n');
  return [
    'Answer from the following knowledge base passages when they are relevant.',
    'If they do not contain the answer, say so plainly rather than guessing.',
    '',
    numbered,
  ].join('\n');
}

/** Trims a passage for quoting: at most `max` characters, cut at a word boundary. */
export function trimPassage(text: string, max = 400): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
