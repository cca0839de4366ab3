import { describe, expect, it } from 'vitest';
import { noReplyTimeoutMs } from './no-reply';

const text = (message: string) => ({ type: 'text', payload: { message } });

describe('no-reply', () => {
  it('R-IAPI-6 a no-reply message with a timeout in seconds asks for a follow-up after that long', () => {
    expect(noReplyTimeoutMs([text('Anything else?'), { type: 'no-reply', payload: { timeout: 5 } }])).toBe(
      5000,
    );
    expect(noReplyTimeoutMs([{ type: 'no-reply', payload: { timeout: '2.5' } }])).toBe(2500);
  });

  it('R-IAPI-6 no timer without a usable timeout, and never longer than an hour', () => {
    expect(noReplyTimeoutMs([text('Hi')])).toBeNull();
    expect(noReplyTimeoutMs([{ type: 'no-reply', payload: {} }])).toBeNull();
    expect(noReplyTimeoutMs([{ type: 'no-reply', payload: { timeout: -1 } }])).toBeNull();
    expect(noReplyTimeoutMs([{ type: 'no-reply', payload: { timeout: 1e9 } }])).toBe(3_600_000);
  });
});
