import { describe, expect, it } from 'vitest';
import { isMailAddress } from './mail';
import { renderMail } from './mail-layout';

describe('renderMail', () => {
  it('escapes every inserted value and writes the link out in full', () => {
    const { html, text } = renderMail({
      title: 'Join <b>Acme</b>',
      paragraphs: ['Ann & "Bob" invited you.'],
      action: { label: 'Join', url: 'https://x.test/join?a=1&b="2"' },
    });
    expect(html).toContain('Join &lt;b&gt;Acme&lt;/b&gt;');
    expect(html).toContain('Ann &amp; &quot;Bob&quot; invited you.');
    expect(html).toContain('href="https://x.test/join?a=1&amp;b=&quot;2&quot;"');
    expect(html).not.toContain('<b>');
    expect(text).toBe('Join <b>Acme</b>\n\nAnn & "Bob" invited you.\n\nJoin: https://x.test/join?a=1&b="2"');
  });

  it('shows a one-time code large in both parts', () => {
    const { html, text } = renderMail({ title: 'Your code', paragraphs: [], code: '123456' });
    expect(html).toMatch(/letter-spacing:6px[^>]*>123456</);
    expect(text).toContain('123456');
  });
});

describe('isMailAddress', () => {
  it.each([
    ['a@b.co', true],
    ['first.last+tag@mail.example.org', true],
    ['no-at.example.org', false],
    ['a@nodot', false],
    ['a b@c.de', false],
    ['<a@b.co>', false],
    ['a@b.co, c@d.de', false],
  ])('%s → %s', (value, ok) => expect(isMailAddress(value)).toBe(ok));
});
