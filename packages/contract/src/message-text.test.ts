import { describe, expect, it } from 'vitest';
import type { TMessage } from './chat';
import { messageText, textMessage } from './message-text';

const samples: TMessage[] = [
  { type: 'text', payload: { message: 'Hi, how can I help?' } },
  { type: 'text', payload: 'plain payload' },
  { type: 'text', item: { message: 'from item' } },
  { type: 'text', payload: { slate: [] }, item: 'item fallback' },
  { type: 'text', payload: null },
  { type: 'text' },
  { type: 'choice', payload: { message: 'not text' } },
  { type: 'visual', payload: 'image.png' },
];

describe('messageText', () => {
  it('reads text from payload.message, a string payload, or the item', () => {
    expect(samples.map(messageText)).toEqual([
      'Hi, how can I help?',
      'plain payload',
      'from item',
      'item fallback',
      null,
      null,
      null,
      null,
    ]);
  });

  it('textMessage puts the text where messageText finds it', () => {
    expect(messageText(textMessage('hello', 300))).toBe('hello');
    expect(textMessage('hello', 300).delay).toBe(300);
  });
});
