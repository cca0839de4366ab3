import { textMessage } from '@parley/contract/message-text';
import { describe, expect, it } from 'vitest';
import { describeLanguage, mapHistoryToMessages } from './history-messages';

describe('history as model messages', () => {
  it('R-IAPI-8 maps human turns to user and bot turns to assistant, joining runs of one side', () => {
    const out = mapHistoryToMessages([
      { from: 'bot', messages: [textMessage('Hi'), textMessage('How can I help?')], ts: 1 },
      { from: 'human', messages: [textMessage('Shipping?')], ts: 2 },
      { from: 'human', messages: [{ type: 'intent', payload: {} }], ts: 3 },
      { from: 'bot', messages: [textMessage('3 days.')], ts: 4 },
      { from: 'bot', messages: [textMessage('Anything else?')], ts: 5 },
    ]);
    expect(out).toEqual([
      { role: 'assistant', content: 'Hi\nHow can I help?' },
      { role: 'user', content: 'Shipping?' },
      { role: 'assistant', content: '3 days.\nAnything else?' },
    ]);
  });
  it('keeps only the latest turns', () => {
    const turns = [1, 2, 3].map((n) => ({ from: 'human' as const, messages: [textMessage(`m${n}`)], ts: n }));
    expect(mapHistoryToMessages(turns, 1)).toEqual([{ role: 'user', content: 'm3' }]);
  });
  it("follows the visitor's language when lang is automatic", () => {
    expect(describeLanguage('automatic', 'fr')).toContain('"fr"');
    expect(describeLanguage('automatic')).toBe('Reply in the language the visitor writes in.');
    expect(describeLanguage('de')).toContain('"de"');
  });
});
