// Inline markdown → a tree of allow-listed nodes (text, strong, em, del, code, link, image, br).
// No HTML string is ever built: raw HTML stays text, except a few attribute-less formatting tags.
import { safeLinkUrl, safeMediaUrl } from './safe-url';

export type Inline =
  | { t: 'text'; text: string }
  | { t: 'strong' | 'em' | 'del'; children: Inline[] }
  | { t: 'code'; text: string }
  | { t: 'link'; href: string; children: Inline[] }
  | { t: 'image'; src: string; alt: string }
  | { t: 'br' };

const MAX_DEPTH = 12;
const ESCAPABLE = /[\\`*_{}[\]()#+\-.!~<>|]/;
/** Attribute-less formatting tags bots often send, mapped to markdown delimiters. */
const TAGS: Record<string, string> = { b: '**', strong: '**', i: '*', em: '*', s: '~~', del: '~~' };
const BARE_URL = /^(?:https?:\/\/|www\.)[^\s<>"'`]+/i;

/** `<b>x</b>` → `**x**` outside code spans; tags with attributes are left alone (and shown as text). */
function formattingTagsToMarkdown(src: string): string {
  return src
    .split(/(`+[^`]*`+)/)
    .map((part, index) =>
      index % 2
        ? part
        : part.replace(/<\/?(b|strong|i|em|s|del)>/gi, (_, tag: string) => TAGS[tag.toLowerCase()] ?? ''),
    )
    .join('');
}

/** Finds `[label](target)` at `i` (src[i] === '['); null when it is not a well-formed link. */
function readLink(src: string, i: number): { label: string; target: string; end: number } | null {
  let depth = 0;
  let j = i;
  for (; j < src.length; j++) {
    if (src[j] === '\\') j++;
    else if (src[j] === '[') depth++;
    else if (src[j] === ']' && --depth === 0) break;
  }
  if (j >= src.length || src[j + 1] !== '(') return null;
  let parens = 0;
  let k = j + 1;
  for (; k < src.length; k++) {
    if (src[k] === '\\') k++;
    else if (src[k] === '(') parens++;
    else if (src[k] === ')' && --parens === 0) break;
    else if (src[k] === '\n') return null;
  }
  if (k >= src.length) return null;
  const inner = src.slice(j + 2, k).trim();
  // `<url>` or `url "title"`: the title is dropped (it would only be a tooltip).
  const target = inner.startsWith('<')
    ? inner.slice(1, inner.indexOf('>') >>> 0)
    : (inner.split(/\s+/)[0] ?? '');
  return { label: src.slice(i + 1, j), target, end: k + 1 };
}

export function parseInline(src: string, depth = 0): Inline[] {
  const out: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ t: 'text', text });
    text = '';
  };
  if (depth > MAX_DEPTH) return [{ t: 'text', text: src }];
  if (depth === 0) src = formattingTagsToMarkdown(src);
  /** A failed search for a closing delimiter from `p` fails from any later position too. */
  const noClose = new Map<string, number>();

  let i = 0;
  while (i < src.length) {
    const c = src[i] as string;
    const rest = src.slice(i);
    if (c === '\\' && i + 1 < src.length && ESCAPABLE.test(src[i + 1] as string)) {
      text += src[i + 1];
      i += 2;
      continue;
    }
    if (c === '\n') {
      flush();
      out.push({ t: 'br' });
      i++;
      continue;
    }
    if (c === '`') {
      const m = /^(`+)([\s\S]*?[^`])\1(?!`)/.exec(rest);
      if (m) {
        flush();
        out.push({ t: 'code', text: (m[2] as string).trim() });
        i += m[0].length;
        continue;
      }
    }
    if (c === '!' && src[i + 1] === '[') {
      const link = readLink(src, i + 1);
      if (link) {
        const url = safeMediaUrl(link.target);
        flush();
        if (url) out.push({ t: 'image', src: url, alt: link.label });
        else text += link.label;
        i = link.end;
        continue;
      }
    }
    if (c === '[') {
      const link = readLink(src, i);
      if (link) {
        const href = safeLinkUrl(link.target);
        const children = parseInline(link.label, depth + 1).filter((n) => n.t !== 'image');
        flush();
        if (href) out.push({ t: 'link', href, children });
        else out.push(...children);
        i = link.end;
        continue;
      }
    }
    if (c === '<') {
      const auto = /^<((?:https?:\/\/|mailto:)[^\s<>]+)>/i.exec(rest);
      const href = auto ? safeLinkUrl(auto[1] as string) : null;
      if (auto && href) {
        flush();
        out.push({ t: 'link', href, children: [{ t: 'text', text: auto[1] as string }] });
        i += auto[0].length;
        continue;
      }
      const br = /^<br\s*\/?>/i.exec(rest);
      if (br) {
        flush();
        out.push({ t: 'br' });
        i += br[0].length;
        continue;
      }
    }
    if ((c === 'h' || c === 'H' || c === 'w' || c === 'W') && !/[\w/]/.test(src[i - 1] ?? ' ')) {
      const m = BARE_URL.exec(rest);
      if (m) {
        // Trailing punctuation ends a sentence, not the address.
        const raw = (m[0] as string).replace(/[.,;:!?)\]]+$/, '');
        const href = safeLinkUrl(raw);
        if (href) {
          flush();
          out.push({ t: 'link', href, children: [{ t: 'text', text: raw }] });
          i += raw.length;
          continue;
        }
      }
    }
    if (c === '*' || c === '_' || c === '~') {
      const run = /^(\*+|_+|~+)/.exec(rest)?.[0] as string;
      const n = Math.min(run.length, c === '~' ? 2 : 3);
      const intraword = c === '_' && /\w/.test(src[i - 1] ?? ' ');
      if (!(c === '~' && n < 2) && !intraword && !/\s/.test(src[i + n] ?? ' ')) {
        const delim = c.repeat(n);
        const from = i + n;
        let close = -1;
        if (!((noClose.get(delim) ?? Number.POSITIVE_INFINITY) <= from)) {
          let k = src.indexOf(delim, from + 1);
          while (
            k !== -1 &&
            (/\s/.test(src[k - 1] as string) || (c === '_' && /\w/.test(src[k + n] ?? ' ')))
          ) {
            k = src.indexOf(delim, k + 1);
          }
          if (k === -1) noClose.set(delim, Math.min(noClose.get(delim) ?? from, from));
          close = k;
        }
        if (close !== -1) {
          const children = parseInline(src.slice(from, close), depth + 1);
          flush();
          if (c === '~') out.push({ t: 'del', children });
          else if (n === 3) out.push({ t: 'strong', children: [{ t: 'em', children }] });
          else out.push({ t: n === 2 ? 'strong' : 'em', children });
          i = close + n;
          continue;
        }
      }
      text += run;
      i += run.length;
      continue;
    }
    text += c;
    i++;
  }
  flush();
  return out;
}
