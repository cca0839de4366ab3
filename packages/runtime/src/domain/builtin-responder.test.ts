import { messageText } from '@parley/contract/message-text';
import { describe, expect, it } from 'vitest';
import { humanMessagesOf, OFFLINE_REPLY, respond } from './builtin-responder';

describe('built-in responder', () => {
  it('greets with initMessages on launch, spaced by messageDelayMS', () => {
    const out = respond({ initMessages: ['Hi', 'How can I help?'], messageDelayMS: 700 }, { type: 'launch' });
    expect(out.map(messageText)).toEqual(['Hi', 'How can I help?']);
    expect(out.map((m) => m.delay)).toEqual([0, 700]);
  });
  it('falls back to the proactive message when there are no initMessages', () => {
    const out = respond(
      { initMessages: [], proactiveMessage: '👋 Hi, how can I help you today?' },
      { type: 'launch' },
    );
    expect(out.map(messageText)).toEqual(['👋 Hi, how can I help you today?']);
  });
  it('says plainly that no model is configured when the visitor writes', () => {
    expect(respond({}, { type: 'text', payload: 'hello' }).map(messageText)).toEqual([OFFLINE_REPLY]);
  });
  it("turns the visitor's text into a human turn and ignores blank text", () => {
    expect(humanMessagesOf({ type: 'text', payload: 'hello' }).map(messageText)).toEqual(['hello']);
    expect(humanMessagesOf({ type: 'text', payload: '   ' })).toEqual([]);
    expect(humanMessagesOf({ type: 'launch' })).toEqual([]);
  });
});
