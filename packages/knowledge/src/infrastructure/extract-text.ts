// Text from uploaded files and fetched pages: PDF (unpdf), DOCX (mammoth), HTML, CSV, plain text.
import { parse as parseCsv } from 'csv-parse/sync';
import mammoth from 'mammoth';
import { parse as parseHtml } from 'node-html-parser';
import { extractText } from 'unpdf';
import type { FileKind } from '../domain/file-type';

export interface ExtractedPage {
  text: string;
  title?: string;
  description?: string;
}

export function htmlToPage(html: string): ExtractedPage {
  const root = parseHtml(html);
  const title = root.querySelector('title')?.text.trim() || undefined;
  const description =
    root.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() || undefined;
  for (const el of root.querySelectorAll('script, style, noscript, template, svg, nav, footer')) el.remove();
  const body = root.querySelector('body') ?? root;
  // Block elements end paragraphs, so chunking can split on them.
  for (const el of body.querySelectorAll(
    'p, div, section, article, li, h1, h2, h3, h4, h5, h6, tr, br, pre, blockquote',
  ))
    el.insertAdjacentHTML('afterend', '\n\n');
  const text = body.text
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n\s*/g, '\n\n')
    .trim();
  return { text, title, description };
}

function csvToText(csv: string): string {
  const rows = parseCsv(csv, { relax_column_count: true, skip_empty_lines: true, bom: true }) as string[][];
  const [header, ...rest] = rows;
  if (!header) return '';
  if (rest.length === 0) return header.join(', ');
  // One paragraph per row, "column: value", so a row stays whole in a chunk.
  return rest.map((row) => header.map((h, i) => `${h}: ${row[i] ?? ''}`).join('; ')).join('\n\n');
}

export async function extractFileText(kind: FileKind, bytes: Uint8Array): Promise<ExtractedPage> {
  switch (kind) {
    case 'pdf': {
      const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
      return { text: text.trim() };
    }
    case 'docx': {
      const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
      return { text: value.trim() };
    }
    case 'html':
      return htmlToPage(new TextDecoder().decode(bytes));
    case 'csv':
      return { text: csvToText(new TextDecoder().decode(bytes)) };
    default:
      return {
        text: new TextDecoder()
          .decode(bytes)
          .replace(/^\uFEFF/, '')
          .trim(),
      };
  }
}
