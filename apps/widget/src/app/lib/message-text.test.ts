import { messageText as contractMessageText, type TMessage } from '@parley/contract/chat';
import { describe, expect, it } from 'vitest';
import { messageText } from './message-text';

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

  it('agrees with the contract helper on every sample', () => {
    for (const sample of samples) expect(messageText(sample)).toBe(contractMessageText(sample));
  });
});
