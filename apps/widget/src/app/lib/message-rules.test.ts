import { describe, expect, it } from 'vitest';
import {
  feedbackOf,
  infoVariantOf,
  isArabicScript,
  isImageUrl,
  isInvisibleKind,
  SHORT_MODE_CHARS,
  textOf,
  truncateChars,
} from './message-rules';

describe('message rules', () => {
  it('R-WMK-3 keeps GetBrowserData, SetRuntime, no-reply and stealth invisible', () => {
    for (const type of ['GetBrowserData', 'SetRuntime', 'no-reply', 'stealth'])
      expect(isInvisibleKind(type)).toBe(true);
    expect(isInvisibleKind('text')).toBe(false);
  });

  it('R-WMK-15 reads the text from payload or item', () => {
    expect(textOf({ type: 'text', payload: { message: 'a' } })).toBe('a');
    expect(textOf({ type: 'text', item: 'b' })).toBe('b');
    expect(textOf({ type: 'intent', payload: { query: 'c' } })).toBe('c');
    expect(textOf({ type: 'visual', payload: { image: 'x' } })).toBeNull();
  });

  it('R-WMK-2 knows the info variants, typed or in the payload', () => {
    expect(infoVariantOf({ type: 'info:success' })).toBe('success');
    expect(infoVariantOf({ type: 'info:danger' })).toBe('danger');
    expect(infoVariantOf({ type: 'info', payload: { variant: 'primary' } })).toBe('primary');
    expect(infoVariantOf({ type: 'info', payload: { variant: 'weird' } })).toBe('default');
    expect(infoVariantOf({ type: 'text' })).toBeNull();
  });

  it('R-WMK-6 reads mostly-Arabic text right to left', () => {
    expect(isArabicScript('مرحبا، كيف يمكنني مساعدتك؟')).toBe(true);
    expect(isArabicScript('Order number 1234 مرحبا')).toBe(false);
    expect(isArabicScript('Hello')).toBe(false);
    expect(isArabicScript('1234')).toBe(false);
  });

  it('R-WMK-8 R-WMK-9 shortens by characters', () => {
    expect(truncateChars('a'.repeat(151), SHORT_MODE_CHARS)).toBe(`${'a'.repeat(150)}…`);
    expect(truncateChars('a'.repeat(150), SHORT_MODE_CHARS)).toBe('a'.repeat(150));
    expect(truncateChars('😀😀😀', 2)).toBe('😀😀…');
  });

  it('R-WMK-13 recognises images by extension or storage-path hint', () => {
    for (const url of [
      'https://x.io/a.JPG',
      'https://x.io/b.webp?v=2',
      'https://x.io/c.svg',
      'https://x.io/images/42',
    ])
      expect(isImageUrl(url), url).toBe(true);
    for (const url of ['https://x.io/a.pdf', 'https://x.io/page', 'not a url'])
      expect(isImageUrl(url), url).toBe(false);
  });

  it('R-WMK-7 reads the feedback badge', () => {
    expect(feedbackOf({ type: 'text', feedback: 'positive' } as never)).toBe('positive');
    expect(feedbackOf({ type: 'text', payload: { feedback: -1 } })).toBe('negative');
    expect(feedbackOf({ type: 'text' })).toBeNull();
  });
});
