import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeMailHtml } from './html-to-text';

describe('htmlToText', () => {
  it('keeps paragraphs and link targets', () => {
    expect(htmlToText('<p>Hello &amp; welcome</p><p>Go <a href="https://x.test">here</a></p>')).toBe(
      'Hello & welcome\nGo here (https://x.test)',
    );
  });
});

describe('sanitizeMailHtml', () => {
  it('drops scripts, handlers and javascript: links but keeps formatting', () => {
    const out = sanitizeMailHtml(
      '<p onclick="x()">Hi <b>there</b><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://ok.test">ok</a><iframe src="https://evil.test"></iframe></p>',
    );
    expect(out).toBe('<p>Hi <b>there</b><a>x</a><a href="https://ok.test">ok</a></p>');
  });
});
