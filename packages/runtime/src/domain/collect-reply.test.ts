import { messageText } from '@parley/contract/message-text';
import { describe, expect, it } from 'vitest';
import { addEvent, buildBotTurn, emptyReply } from './collect-reply';

const source = { payload: { url: 'https://x.test/a' }, doc_name: 'a', urlDescription: 'A' };

function collect() {
  const reply = emptyReply();
  addEvent(reply, { type: 'sources', sources: [source] });
  addEvent(reply, { type: 'text', delta: 'Hello ' });
  addEvent(reply, { type: 'action', action: { type: 'request_handoff' } });
  addEvent(reply, { type: 'text', delta: 'there.' });
  addEvent(reply, { type: 'usage', inputTokens: 3, outputTokens: 2, modelId: 'm' });
  return reply;
}

describe('folding responder events into a bot turn', () => {
  it('R-WMK-15 R-WCV-6 joins text deltas into one message and keeps the sources', () => {
    const reply = collect();
    const turn = buildBotTurn(reply, { showSources: true, ts: 42 });
    expect(turn).toEqual({
      from: 'bot',
      messages: [{ type: 'text', payload: { message: 'Hello there.' }, delay: 0 }],
      ts: 42,
      sources: [source],
    });
    expect(reply.actions).toEqual([{ type: 'request_handoff' }]);
    expect(reply.usage).toEqual({ type: 'usage', inputTokens: 3, outputTokens: 2, modelId: 'm' });
  });
  it('drops sources when showSources is false', () => {
    expect(buildBotTurn(collect(), { showSources: false, ts: 1 })?.sources).toEqual([]);
  });
  it('R-WCV-8 marks a cancelled partial reply as no longer loading', () => {
    const message = buildBotTurn(collect(), { showSources: true, ts: 1, cancelled: true })?.messages[0];
    expect(messageText(message!)).toBe('Hello there.');
    expect(message).toMatchObject({ isLoading: false, debug: { cancelled: true } });
  });
  it('has no turn when nothing was said', () => {
    expect(buildBotTurn(emptyReply(), { showSources: true, ts: 1 })).toBeNull();
  });
});
