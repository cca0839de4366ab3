import { describe, expect, it } from 'vitest';
import { parseInline } from './parse-inline';
import { parseMarkdown } from './parse-markdown';
import { safeLinkUrl, safeMediaUrl } from './safe-url';

describe('R-WMK-5 markdown', () => {
  it('parses emphasis, code, links and line breaks', () => {
    expect(parseInline('**bold** and *it* and `x<y>` ~~old~~')).toEqual([
      { t: 'strong', children: [{ t: 'text', text: 'bold' }] },
      { t: 'text', text: ' and ' },
      { t: 'em', children: [{ t: 'text', text: 'it' }] },
      { t: 'text', text: ' and ' },
      { t: 'code', text: 'x<y>' },
      { t: 'text', text: ' ' },
      { t: 'del', children: [{ t: 'text', text: 'old' }] },
    ]);
    expect(parseInline('see [docs](https://x.io/a?b=1) now\nnext')).toEqual([
      { t: 'text', text: 'see ' },
      { t: 'link', href: 'https://x.io/a?b=1', children: [{ t: 'text', text: 'docs' }] },
      { t: 'text', text: ' now' },
      { t: 'br' },
      { t: 'text', text: 'next' },
    ]);
  });

  it('links bare addresses without their trailing punctuation', () => {
    expect(parseInline('Go to https://shop.example/x.')).toEqual([
      { t: 'text', text: 'Go to ' },
      {
        t: 'link',
        href: 'https://shop.example/x',
        children: [{ t: 'text', text: 'https://shop.example/x' }],
      },
      { t: 'text', text: '.' },
    ]);
  });

  it('keeps snake_case and lone stars as text', () => {
    expect(parseInline('use my_var_name * 2')).toEqual([{ t: 'text', text: 'use my_var_name * 2' }]);
  });

  it('turns a few plain formatting tags into formatting and leaves other HTML as text', () => {
    expect(parseInline('<b>hi</b><br><img src=x onerror=alert(1)>')).toEqual([
      { t: 'strong', children: [{ t: 'text', text: 'hi' }] },
      { t: 'br' },
      { t: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('never links or loads javascript:, data: or vbscript: addresses', () => {
    expect(parseInline('[x](javascript:alert(1))')).toEqual([{ t: 'text', text: 'x' }]);
    expect(parseInline('[x](java\tscript:alert(1))')).toEqual([{ t: 'text', text: 'x' }]);
    expect(parseInline('![p](data:image/svg+xml,<svg onload=alert(1)>)')).toEqual([{ t: 'text', text: 'p' }]);
    expect(safeLinkUrl('JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeLinkUrl('vbscript:msgbox')).toBeNull();
    expect(safeLinkUrl('/relative')).toBeNull();
    expect(safeLinkUrl('mailto:a@b.co')).toBe('mailto:a@b.co');
    expect(safeMediaUrl('https://cdn.x/a.png')).toBe('https://cdn.x/a.png');
    expect(safeMediaUrl('mailto:a@b.co')).toBeNull();
  });

  it('parses headings, lists with nesting, quotes, code fences, rules and tables', () => {
    const blocks = parseMarkdown(
      '# Title\n\n- one\n- two\n  - inner\n\n1. first\n2. second\n\n> quoted\n\n```js\nlet a = "<b>";\n```\n\n---\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(blocks.map((b) => b.t)).toEqual(['h', 'ul', 'ol', 'quote', 'pre', 'hr', 'table']);
    const list = blocks[1] as { items: { t: string }[][] };
    expect(list.items).toHaveLength(2);
    expect(list.items[1]?.map((b) => b.t)).toEqual(['p', 'ul']);
    expect(blocks[4]).toEqual({ t: 'pre', text: 'let a = "<b>";' });
    const table = blocks[6] as { head: unknown; rows: unknown[] };
    expect(table.head).toEqual([[{ t: 'text', text: 'a' }], [{ t: 'text', text: 'b' }]]);
    expect(table.rows).toHaveLength(1);
  });

  it('stays fast on pathological input', () => {
    const started = performance.now();
    parseMarkdown('*a'.repeat(5000));
    parseMarkdown('['.repeat(5000));
    parseMarkdown(`${'> '.repeat(500)}x`);
    parseMarkdown(`${'- '.repeat(500)}x`);
    expect(performance.now() - started).toBeLessThan(1500);
  });
});
