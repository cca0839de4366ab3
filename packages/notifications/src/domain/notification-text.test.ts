import { describe, expect, it } from 'vitest';
import { cutNotificationText, NOTIFICATION_STORED_MAX, storedNotificationText } from './notification-text';

describe('notification text', () => {
  it('R-NTF-8 cuts titles and bodies at 50 characters', () => {
    const exactly50 = 'x'.repeat(50);
    expect(cutNotificationText(exactly50)).toBe(exactly50);
    expect(cutNotificationText(`${'y'.repeat(50)}z`)).toBe(`${'y'.repeat(50)}…`);
    expect(Array.from(cutNotificationText('a'.repeat(80))).length).toBe(51);
  });

  it('R-NTF-8 counts whole characters, never half an emoji', () => {
    const text = '😀'.repeat(60);
    expect(cutNotificationText(text)).toBe(`${'😀'.repeat(50)}…`);
  });

  it('folds line breaks and bounds what is stored', () => {
    expect(cutNotificationText('Hello\n\n  there')).toBe('Hello there');
    expect(storedNotificationText(`a\u0000b${'c'.repeat(600)}`).length).toBe(NOTIFICATION_STORED_MAX);
    expect(storedNotificationText('a\u0000b')).toBe('a b');
  });
});
