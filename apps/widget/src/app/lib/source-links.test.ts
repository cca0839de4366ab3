import { describe, expect, it } from 'vitest';
import { sourceLinksOf } from './source-links';

describe('sourceLinksOf', () => {
  it('R-WCV-6 shows each source by doc_name with its url and description, once', () => {
    expect(
      sourceLinksOf([
        { payload: { url: 'https://acme.test/warranty' }, doc_name: 'Warranty', urlDescription: 'Our terms' },
        { payload: { url: 'https://acme.test/warranty' }, doc_name: 'Warranty', urlDescription: 'Our terms' },
        { doc_name: 'manual.pdf' },
      ]),
    ).toEqual([
      { label: 'Warranty', href: 'https://acme.test/warranty', description: 'Our terms' },
      { label: 'manual.pdf' },
    ]);
  });
  it('never turns a javascript: or malformed url into a link', () => {
    expect(sourceLinksOf([{ payload: { url: 'javascript:alert(1)' }, doc_name: 'x' }])).toEqual([
      { label: 'x' },
    ]);
    expect(sourceLinksOf([{ payload: { url: 'not a url' } }])).toEqual([{ label: 'Source' }]);
  });
});
