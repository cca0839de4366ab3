import { describe, expect, it } from 'vitest';
import { cannedQueryAt, insertCanned, matchCanned } from './canned-match';

const responses = [
  { shortCode: 'refund', content: 'Refunds take 5 business days.' },
  { shortCode: 'hello', content: 'Hello! How can I help you today?' },
  { shortCode: 'shipping', content: 'We ship to all EU countries.' },
  { shortCode: 'thx', content: 'Thanks for your patience, help is on the way.' },
];

describe('canned responses in the composer', () => {
  it('finds the /shortcut typed before the caret, at the start or after a space', () => {
    expect(cannedQueryAt('/ref', 4)).toEqual({ query: 'ref', start: 0, end: 4 });
    expect(cannedQueryAt('Sure! /sh', 9)).toEqual({ query: 'sh', start: 6, end: 9 });
    expect(cannedQueryAt('Line one\n/', 10)).toEqual({ query: '', start: 9, end: 10 });
    // The caret decides: text after it does not matter.
    expect(cannedQueryAt('/ref and more', 4)).toEqual({ query: 'ref', start: 0, end: 4 });
  });

  it('ignores slashes that are not a shortcut', () => {
    expect(cannedQueryAt('see https://example.com/ref', 27)).toBeNull();
    expect(cannedQueryAt('and/or', 6)).toBeNull();
    expect(cannedQueryAt('/ref done', 9)).toBeNull();
    expect(cannedQueryAt('', 0)).toBeNull();
  });

  it('ranks shortcuts that start with the query, then contain it, then replies that mention it', () => {
    expect(matchCanned(responses, 'h').map((r) => r.shortCode)).toEqual(['hello', 'shipping', 'thx']);
    expect(matchCanned(responses, 'HELP').map((r) => r.shortCode)).toEqual(['hello', 'thx']);
    expect(matchCanned(responses, '').map((r) => r.shortCode)).toEqual([
      'refund',
      'hello',
      'shipping',
      'thx',
    ]);
    expect(matchCanned(responses, 'zzz')).toEqual([]);
    expect(matchCanned(responses, '', 2)).toHaveLength(2);
  });

  it('replaces the /shortcut with the reply and puts the caret after it', () => {
    const text = 'Hi Ana, /ref thanks';
    const at = cannedQueryAt(text, 12)!;
    expect(insertCanned(text, at, 'Refunds take 5 business days.')).toEqual({
      text: 'Hi Ana, Refunds take 5 business days. thanks',
      caret: 37,
    });
  });
});
