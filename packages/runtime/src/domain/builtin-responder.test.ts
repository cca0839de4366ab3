import { messageText } from '@parley/contract/message-text';
import { CHAT_MESSAGES } from '@parley/messages/chat';
import { describe, expect, it } from 'vitest';
import { composeOfflineAnswer, humanMessagesOf, questionOf, respond } from './builtin-responder';
import type { Passage } from './ports';

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
  it('leaves text actions to the responders (no canned reply here)', () => {
    expect(respond({}, { type: 'text', payload: 'hello' })).toEqual([]);
    expect(questionOf({ type: 'text', payload: '  Do you ship?  ' })).toBe('Do you ship?');
    expect(questionOf({ type: 'launch' })).toBeNull();
  });
  const passage = (docId: string, text: string, score: number): Passage => ({
    chunkId: `${docId}-1`,
    docId,
    docName: `${docId}.pdf`,
    text,
    score,
  });
  it('quotes the best passage, and the next one only when close in score', () => {
    const answer = composeOfflineAnswer([
      passage('b', 'We ship to Norway in 3 days.', 0.5),
      passage('a', 'Shipping is free above 50 EUR.', 0.9),
      passage('c', 'Returns take 14 days.', 0.8),
    ]);
    expect(answer).toBe(
      `${CHAT_MESSAGES.builtinFound}\n\n“Shipping is free above 50 EUR.” (a.pdf)\n\n“Returns take 14 days.” (c.pdf)`,
    );
  });
  it('says plainly that it has no answer when nothing is retrieved', () => {
    expect(composeOfflineAnswer([])).toBe(CHAT_MESSAGES.builtinNoAnswer);
  });
  it("turns the visitor's text into a human turn and ignores blank text", () => {
    expect(humanMessagesOf({ type: 'text', payload: 'hello' }).map(messageText)).toEqual(['hello']);
    expect(humanMessagesOf({ type: 'text', payload: '   ' })).toEqual([]);
    expect(humanMessagesOf({ type: 'launch' })).toEqual([]);
  });
});
