import { describe, expect, it } from 'vitest';
import { MAIL_QUIET_MS, mayMail } from './mail-throttle';

describe('notification mail throttle', () => {
  it('mails the first notification of a conversation', () => {
    expect(mayMail(null, 1000)).toBe(true);
  });

  it('mails again only after the conversation was quiet for five minutes', () => {
    const t = 1_700_000_000_000;
    expect(MAIL_QUIET_MS).toBe(300_000);
    expect(mayMail(t, t + 30_000)).toBe(false);
    expect(mayMail(t, t + MAIL_QUIET_MS - 1)).toBe(false);
    expect(mayMail(t, t + MAIL_QUIET_MS)).toBe(true);
  });
});
