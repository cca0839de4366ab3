import { describe, expect, it } from 'vitest';
import { canSend, decideKey, textareaHeight } from './compose-keys';

const enter = { key: 'Enter', shiftKey: false };

describe('decideKey', () => {
  it('R-WCV-11 Enter sends non-empty text', () => {
    expect(decideKey(enter, 'Hello', false)).toBe('send');
  });

  it('R-WCV-11 Shift+Enter makes a newline', () => {
    expect(decideKey({ key: 'Enter', shiftKey: true }, 'Hello', false)).toBe('default');
  });

  it('R-WCV-11 sending empty or whitespace-only text does nothing', () => {
    for (const text of ['', '   ', '\n\n', '\t ']) {
      expect(decideKey(enter, text, false)).toBe('block');
      expect(canSend(text)).toBe(false);
    }
  });

  it('does not send while a reply is loading, and keeps the text', () => {
    expect(decideKey(enter, 'Hello', true)).toBe('block');
  });

  it('lets Enter confirm an IME composition instead of sending', () => {
    expect(decideKey({ ...enter, isComposing: true }, 'こんにちは', false)).toBe('default');
  });

  it('leaves other keys alone', () => {
    expect(decideKey({ key: 'a', shiftKey: false }, 'Hello', false)).toBe('default');
  });
});

describe('textareaHeight', () => {
  // 20 px lines and 8 + 8 px padding: one row is 36 px, five rows 116 px.
  it('R-WCV-11 grows with the content', () => {
    expect(textareaHeight(36, 20, 16)).toEqual({ height: 36, scrolls: false });
    expect(textareaHeight(96, 20, 16)).toEqual({ height: 96, scrolls: false });
  });

  it('R-WCV-11 stops growing at 5 rows and scrolls beyond', () => {
    expect(textareaHeight(116, 20, 16)).toEqual({ height: 116, scrolls: false });
    expect(textareaHeight(300, 20, 16)).toEqual({ height: 116, scrolls: true });
  });
});
