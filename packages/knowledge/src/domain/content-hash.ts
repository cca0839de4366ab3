// A document's content identity: sha256 of the text with whitespace and line endings normalised.
import { createHash } from 'node:crypto';

export function normaliseText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function contentHash(text: string): string {
  return createHash('sha256').update(normaliseText(text), 'utf8').digest('hex');
}
