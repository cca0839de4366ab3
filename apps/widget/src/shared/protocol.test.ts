import { describe, expect, it } from 'vitest';
import { httpOrigin, isTrustedMessage } from './protocol';

const frame = { name: 'frame window' };
const other = { name: 'another window' };
const SERVER = 'https://chat.example.com';

describe('isTrustedMessage', () => {
  it('accepts a protocol message from the expected window and origin', () => {
    expect(
      isTrustedMessage({ origin: SERVER, source: frame, data: { type: 'parley:ready' } }, SERVER, frame),
    ).toBe(true);
  });

  it('rejects the right window with a wrong origin (the frame was navigated elsewhere)', () => {
    const event = { origin: 'https://evil.example', source: frame, data: { type: 'parley:ready' } };
    expect(isTrustedMessage(event, SERVER, frame)).toBe(false);
  });

  it('rejects the right origin from another window', () => {
    expect(
      isTrustedMessage({ origin: SERVER, source: other, data: { type: 'parley:ready' } }, SERVER, frame),
    ).toBe(false);
  });

  it('rejects everything while the expected window is unknown', () => {
    expect(
      isTrustedMessage({ origin: SERVER, source: null, data: { type: 'parley:ready' } }, SERVER, null),
    ).toBe(false);
  });

  it("rejects the opaque origin 'null' even when both sides say 'null'", () => {
    expect(
      isTrustedMessage({ origin: 'null', source: frame, data: { type: 'parley:ready' } }, 'null', frame),
    ).toBe(false);
  });

  it('rejects data that is not a parley message', () => {
    for (const data of [null, 'parley:ready', { type: 'webpackOk' }, { type: 42 }, {}]) {
      expect(isTrustedMessage({ origin: SERVER, source: frame, data }, SERVER, frame)).toBe(false);
    }
  });
});

describe('httpOrigin', () => {
  it('keeps scheme, host and port of http(s) URLs', () => {
    expect(httpOrigin('http://localhost:3000/embed.js?v=1')).toBe('http://localhost:3000');
    expect(httpOrigin('https://shop.example.com')).toBe('https://shop.example.com');
  });

  it('refuses other schemes and malformed values', () => {
    expect(httpOrigin('file:///tmp/page.html')).toBeNull();
    expect(httpOrigin('javascript:alert(1)')).toBeNull();
    expect(httpOrigin('not a url')).toBeNull();
    expect(httpOrigin('')).toBeNull();
    expect(httpOrigin(null)).toBeNull();
  });
});
