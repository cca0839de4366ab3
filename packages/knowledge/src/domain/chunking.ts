// Splits extracted text into retrieval chunks on paragraph, then sentence, boundaries (R-KB-4, R-VER-16).
import { AppError } from '@parley/kernel/errors';
import { AGENT_MESSAGES } from '@parley/messages/agents';

export const DEFAULT_MAX_CHUNK_SIZE = 2424;
export const MIN_MAX_CHUNK_SIZE = 1000;
/** Characters of the previous chunk repeated at the start of the next, so a fact cut in two is still found. */
export const CHUNK_OVERLAP = 120;

/** The agent's vgOptions.maxChunkSize, defaulted; below 1000 is refused (1000 itself passes). */
export function resolveMaxChunkSize(value: unknown): number {
  if (value === undefined || value === null) return DEFAULT_MAX_CHUNK_SIZE;
  const n = Number(value);
  if (!Number.isFinite(n) || n < MIN_MAX_CHUNK_SIZE)
    throw new AppError('BAD_REQUEST', AGENT_MESSAGES.maxChunkSize);
  return Math.floor(n);
}

/** Pieces no longer than `max`: paragraphs, else sentences, else hard cuts on a space. */
function pieces(text: string, max: number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    const p = paragraph.trim();
    if (!p) continue;
    if (p.length <= max) {
      out.push(p);
      continue;
    }
    for (const sentence of p.split(/(?<=[.!?])\s+/)) {
      let rest = sentence.trim();
      while (rest.length > max) {
        const cut = rest.lastIndexOf(' ', max);
        const at = cut > max / 2 ? cut : max;
        out.push(rest.slice(0, at).trim());
        rest = rest.slice(at).trim();
      }
      if (rest) out.push(rest);
    }
  }
  return out;
}

/** The tail of a chunk to carry over, starting at a word boundary. */
function overlapOf(chunk: string, overlap: number): string {
  if (overlap <= 0 || chunk.length <= overlap) return '';
  const tail = chunk.slice(-overlap);
  const space = tail.indexOf(' ');
  return space >= 0 ? tail.slice(space + 1) : tail;
}

export function chunkText(text: string, maxChunkSize: number, overlap = CHUNK_OVERLAP): string[] {
  const max = resolveMaxChunkSize(maxChunkSize);
  const normalised = text.replace(/\r\n?/g, '\n');
  const chunks: string[] = [];
  let current = '';
  for (const piece of pieces(normalised, max - overlap)) {
    const joined = current ? `${current}\n\n${piece}` : piece;
    if (joined.length <= max) {
      current = joined;
      continue;
    }
    chunks.push(current);
    const carried = overlapOf(current, overlap);
    current = carried ? `${carried} ${piece}` : piece;
  }
  if (current) chunks.push(current);
  return chunks;
}
