// Block markdown (paragraphs, headings, lists, quotes, fenced code, rules, tables) → allow-listed nodes.
// Chat-flavoured: a single newline inside a paragraph is a line break.
import { type Inline, parseInline } from './parse-inline';

export type Block =
  | { t: 'p'; children: Inline[] }
  | { t: 'h'; level: number; children: Inline[] }
  | { t: 'ul' | 'ol'; start: number; items: Block[][] }
  | { t: 'quote'; children: Block[] }
  | { t: 'pre'; text: string }
  | { t: 'hr' }
  | { t: 'table'; head: Inline[][]; rows: Inline[][][] };

/** Longer texts are cut: a chat bubble is no place for a book, and parsing stays fast. */
export const MAX_MARKDOWN_CHARS = 20_000;
const MAX_NESTING = 6;

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const RULE = /^ {0,3}([-*_])(?:\s*\1){2,}\s*$/;
const QUOTE = /^ {0,3}>\s?/;
const ITEM = /^( {0,6})([-*+]|\d{1,9}[.)])\s+/;
const TABLE_SEP = /^\s*\|?\s*:?-{1,}:?\s*(\|\s*:?-{1,}:?\s*)*\|?\s*$/;

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => parseInline(cell.trim()));

const startsBlock = (line: string) =>
  FENCE.test(line) || HEADING.test(line) || RULE.test(line) || QUOTE.test(line) || ITEM.test(line);

function parseBlocks(lines: string[], depth: number): Block[] {
  const out: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] as string;
    if (!line.trim()) {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1] as string;
      const body: string[] = [];
      i++;
      while (i < lines.length && !(lines[i] as string).trim().startsWith(marker))
        body.push(lines[i++] as string);
      i++;
      out.push({ t: 'pre', text: body.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      out.push({ t: 'h', level: (heading[1] as string).length, children: parseInline(heading[2] as string) });
      i++;
      continue;
    }
    if (RULE.test(line)) {
      out.push({ t: 'hr' });
      i++;
      continue;
    }
    if (QUOTE.test(line) && depth < MAX_NESTING) {
      const body: string[] = [];
      while (i < lines.length && (lines[i] as string).trim() && QUOTE.test(lines[i] as string)) {
        body.push((lines[i++] as string).replace(QUOTE, ''));
      }
      out.push({ t: 'quote', children: parseBlocks(body, depth + 1) });
      continue;
    }
    const item = ITEM.exec(line);
    if (item && depth < MAX_NESTING) {
      const ordered = /\d/.test(item[2] as string);
      const indent = (item[1] as string).length;
      const items: string[][] = [];
      const strip = new RegExp(`^ {0,${indent + 4}}`);
      while (i < lines.length) {
        const current = lines[i] as string;
        const next = ITEM.exec(current);
        if (next && (next[1] as string).length <= indent + 1) {
          if (/\d/.test(next[2] as string) !== ordered) break;
          items.push([current.slice(next[0].length)]);
        } else if (!current.trim()) {
          // A blank line ends the list unless another item or an indented continuation follows.
          const following = lines[i + 1] ?? '';
          const more = ITEM.exec(following);
          if (!((more && (more[1] as string).length <= indent + 1) || /^\s{2,}\S/.test(following))) break;
          items.at(-1)?.push('');
        } else if (/^\s/.test(current)) {
          items.at(-1)?.push(current.replace(strip, ''));
        } else if (startsBlock(current)) {
          break;
        } else {
          items.at(-1)?.push(current);
        }
        i++;
      }
      out.push({
        t: ordered ? 'ol' : 'ul',
        start: ordered ? Number.parseInt(item[2] as string, 10) || 1 : 1,
        items: items.map((body) => parseBlocks(body, depth + 1)),
      });
      continue;
    }
    if (line.includes('|') && TABLE_SEP.test(lines[i + 1] ?? '') && (lines[i + 1] as string).includes('-')) {
      const head = cells(line);
      const rows: Inline[][][] = [];
      i += 2;
      while (i < lines.length && (lines[i] as string).includes('|') && (lines[i] as string).trim()) {
        rows.push(cells(lines[i++] as string));
      }
      out.push({ t: 'table', head, rows });
      continue;
    }
    const para: string[] = [];
    while (
      i < lines.length &&
      (lines[i] as string).trim() &&
      (para.length === 0 || !startsBlock(lines[i] as string))
    ) {
      para.push(lines[i++] as string);
    }
    out.push({ t: 'p', children: parseInline(para.join('\n').trim()) });
  }
  return out;
}

export function parseMarkdown(source: string): Block[] {
  const text = source.length > MAX_MARKDOWN_CHARS ? `${source.slice(0, MAX_MARKDOWN_CHARS)}…` : source;
  return parseBlocks(text.replace(/\r\n?/g, '\n').split('\n'), 0);
}
