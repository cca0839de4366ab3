import { describe, expect, it } from 'vitest';
import { formatPassagesForPrompt, mapPassagesToSources, trimPassage } from './passage-sources';

const passages = [
  {
    chunkId: 'c1',
    docId: 'd1',
    docName: 'faq.pdf',
    text: 'Free shipping.',
    score: 2,
    url: 'https://x.test/faq.pdf',
  },
  {
    chunkId: 'c2',
    docId: 'd1',
    docName: 'faq.pdf',
    text: 'Returns in 14 days.',
    score: 1.5,
    url: 'https://x.test/faq.pdf',
  },
  { chunkId: 'c3', docId: 'd2', docName: 'Notes', text: 'Open 9-5.', score: 1, description: 'Opening hours' },
];

describe('passages as sources and context', () => {
  it('R-WCV-6 gives one source per document with payload.url, doc_name and urlDescription', () => {
    expect(mapPassagesToSources(passages)).toEqual([
      { payload: { url: 'https://x.test/faq.pdf' }, doc_name: 'faq.pdf', urlDescription: 'faq.pdf' },
      { payload: {}, doc_name: 'Notes', urlDescription: 'Opening hours' },
    ]);
  });
  it('numbers the passages for the model', () => {
    const prompt = formatPassagesForPrompt(passages);
    expect(prompt).toContain('[1] (faq.pdf)\nFree shipping.');
    expect(prompt).toContain('[3] (Notes)\nOpen 9-5.');
    expect(formatPassagesForPrompt([])).toBe('');
  });
  it('trims long passages at a word boundary', () => {
    expect(trimPassage('one two   three', 100)).toBe('one two three');
    expect(trimPassage('alpha beta gamma delta', 12)).toBe('alpha beta…');
  });
});
