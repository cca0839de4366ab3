import { describe, expect, it } from 'vitest';
import {
  appendEntry,
  chipValue,
  type DebugLogEntry,
  debugChips,
  describeRequest,
  formatLogTime,
  MAX_LOG_ENTRIES,
  readDebugReport,
  summarizeBotMessages,
} from './debugger-log';

const report = {
  type: 'parley:debug',
  at: new Date(2026, 0, 5, 9, 4, 7).getTime(),
  userId: 'agent1-AAAABBBBCCCC',
  request: { type: 'text', text: 'What are your hours?' },
  turns: [
    { from: 'human', messages: [{ type: 'text', payload: { message: 'What are your hours?' } }], ts: 1 },
    {
      from: 'bot',
      messages: [
        { type: 'text', payload: { message: 'We are open 9 to 5.' } },
        { type: 'choice', payload: { buttons: [] } },
      ],
      ts: 2,
    },
  ],
  debug: { region: 'eu', sessionId: 's1', responder: 'builtin', entries: [{ a: 1 }, { b: 2 }] },
};

describe('readDebugReport', () => {
  it('reads a report from the frame', () => {
    expect(readDebugReport(report, 3)).toEqual({
      seq: 3,
      at: report.at,
      userId: 'agent1-AAAABBBBCCCC',
      request: { type: 'text', text: 'What are your hours?' },
      turns: report.turns,
      debug: report.debug,
    });
  });

  it('rejects other messages and malformed reports', () => {
    expect(readDebugReport({ type: 'parley:ready' }, 1)).toBeNull();
    expect(readDebugReport({ ...report, at: 'now' }, 1)).toBeNull();
    expect(readDebugReport({ ...report, request: 'hi' }, 1)).toBeNull();
    expect(readDebugReport('parley:debug', 1)).toBeNull();
  });

  it('tolerates missing turns and debug', () => {
    const entry = readDebugReport({ type: 'parley:debug', at: 1, request: { type: 'launch', text: 5 } }, 1);
    expect(entry).toEqual({ seq: 1, at: 1, userId: '', request: { type: 'launch' }, turns: [], debug: {} });
  });
});

describe('appendEntry', () => {
  it(`keeps the newest ${MAX_LOG_ENTRIES} entries, newest last`, () => {
    let log: DebugLogEntry[] = [];
    for (let seq = 1; seq <= MAX_LOG_ENTRIES + 5; seq++) {
      log = appendEntry(log, { seq, at: seq, userId: 'u', request: { type: 'text' }, turns: [], debug: {} });
    }
    expect(log).toHaveLength(MAX_LOG_ENTRIES);
    expect(log[0]?.seq).toBe(6);
    expect(log.at(-1)?.seq).toBe(MAX_LOG_ENTRIES + 5);
  });
});

describe('formatting', () => {
  it('formats the time as local HH:mm:ss', () => {
    expect(formatLogTime(report.at)).toBe('09:04:07');
  });

  it('describes the request', () => {
    expect(describeRequest({ type: 'launch' })).toBe('launch');
    expect(describeRequest({ type: 'text', text: 'hello\n  there' })).toBe('“hello there”');
  });

  it('summarises the bot messages with shortened text', () => {
    expect(summarizeBotMessages(report.turns)).toEqual([
      { type: 'text', text: 'We are open 9 to 5.' },
      { type: 'choice' },
    ]);
    expect(summarizeBotMessages(report.turns, 10)).toEqual([
      { type: 'text', text: 'We are op…' },
      { type: 'choice' },
    ]);
    expect(summarizeBotMessages([null, { from: 'bot', messages: 'x' }])).toEqual([]);
  });

  it('shows the debug object as chips, known keys first, entries by count', () => {
    expect(debugChips(report.debug)).toEqual([
      { key: 'responder', value: 'builtin' },
      { key: 'region', value: 'eu' },
      { key: 'entries', value: '2' },
      { key: 'sessionId', value: 's1' },
    ]);
  });

  it('flags errors and hit limits', () => {
    expect(
      debugChips({ region: 'na', limit: 'max-interactions', error: 'timeout', skipped: undefined }),
    ).toEqual([
      { key: 'region', value: 'na' },
      { key: 'limit', value: 'max-interactions', alert: true },
      { key: 'error', value: 'timeout', alert: true },
    ]);
  });

  it('keeps chip values short', () => {
    expect(chipValue('vfResponse', { status: { code: 200 } })).toBe('{"status":{"code":200}}');
    expect(chipValue('x', 'a'.repeat(50))).toBe(`${'a'.repeat(39)}…`);
    expect(chipValue('ids', [1, 2, 3])).toBe('[3]');
    expect(chipValue('cancelled', true)).toBe('true');
    expect(chipValue('x', null)).toBe('null');
  });
});
