import { describe, expect, it } from 'vitest';
import { MAIL_FRAME_SANDBOX, mailSrcDoc } from './mail-frame';

describe('mail frame', () => {
  it('puts a strict CSP and a new-tab base into the mail, with or without a head', () => {
    const bare = mailSrcDoc('<p>Hi</p>');
    expect(bare).toContain("default-src 'none'");
    expect(bare).toContain('<base target="_blank">');
    expect(bare).toContain('<body><p>Hi</p></body>');
    const full = mailSrcDoc('<html><head><title>x</title></head><body>y</body></html>');
    expect(full.indexOf('Content-Security-Policy')).toBeLessThan(full.indexOf('<title>'));
  });

  it('never allows scripts or same-origin access', () => {
    expect(MAIL_FRAME_SANDBOX).not.toMatch(/allow-scripts|allow-same-origin|allow-forms/);
  });
});
