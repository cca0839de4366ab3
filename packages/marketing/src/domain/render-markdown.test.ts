import { describe, expect, it } from 'vitest';
import { firstHeading, renderMarkdown } from './render-markdown';

describe('renderMarkdown', () => {
  it('R-MKT-5 renders headings, lists, tables and links', () => {
    const html = renderMarkdown(
      '# Title\n\n- a\n- b\n\n| x | y |\n| - | - |\n| 1 | 2 |\n\n[About](/legal/about)',
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<li>a</li>');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('<a href="/legal/about">About</a>');
  });
  it('strips scripts, event handlers, images and javascript: links', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3))\n\n<p onclick="x()">hi</p>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    expect(html).toContain('hi');
  });
  it('opens outside links in a new tab without an opener', () => {
    expect(renderMarkdown('[x](https://example.com)')).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a></p>\n',
    );
  });
  it('finds the first heading', () => {
    expect(firstHeading('intro\n# Privacy policy\n## More')).toBe('Privacy policy');
    expect(firstHeading('no heading')).toBeNull();
  });
});
