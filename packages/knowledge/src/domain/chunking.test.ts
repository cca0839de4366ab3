import { AGENT_MESSAGES } from '@parley/messages/agents';
import { describe, expect, it } from 'vitest';
import { chunkText, resolveMaxChunkSize } from './chunking';

describe('chunking', () => {
  it('R-KB-4 R-VER-16 defaults to 2424, accepts 1000 and refuses below 1000', () => {
    expect(resolveMaxChunkSize(undefined)).toBe(2424);
    expect(resolveMaxChunkSize(1000)).toBe(1000);
    expect(() => resolveMaxChunkSize(999)).toThrow(AGENT_MESSAGES.maxChunkSize);
    expect(() => chunkText('hello', 500)).toThrow(AGENT_MESSAGES.maxChunkSize);
  });

  it('keeps short text whole and joins paragraphs up to the limit', () => {
    expect(chunkText('Hello.\n\nWorld.', 1000)).toEqual(['Hello.\n\nWorld.']);
  });

  it('splits on paragraph boundaries with a word-aligned overlap', () => {
    const a = 'a'.repeat(600);
    const b = `${'word '.repeat(100).trim()}.`;
    const chunks = chunkText(`${a}\n\n${b}\n\nLast paragraph.`, 1000, 20);
    expect(chunks).toHaveLength(2);
    expect(chunks[0]).toBe(a);
    // The overlap of a 600-char word is the raw tail (no space to align on).
    expect(chunks[1]?.startsWith(`${'a'.repeat(20)} word word`)).toBe(true);
    expect(chunks[1]?.endsWith('word.\n\nLast paragraph.')).toBe(true);
  });

  it('splits a long paragraph on sentences and never exceeds the limit', () => {
    const sentence = 'This sentence is exactly fifty characters long ok. ';
    const text = sentence.repeat(100);
    const chunks = chunkText(text, 1000);
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(1000);
    expect(chunks).toHaveLength(6);
    expect(chunks.join(' ')).toContain('fifty characters');
  });
});
