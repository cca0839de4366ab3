import { describe, expect, it } from 'vitest';
import { buildDebugReport } from './debug-report';

const turns = [{ from: 'bot' as const, messages: [{ type: 'text', payload: { message: 'Hi' } }], ts: 1 }];

describe('buildDebugReport', () => {
  it('reports a text request with its text, the turns and the debug object', () => {
    expect(
      buildDebugReport(
        1_700_000_000_000,
        'agent1-AAAABBBBCCCC',
        { type: 'text', payload: 'hello' },
        {
          turns,
          debug: { responder: 'builtin', region: 'eu' },
        },
      ),
    ).toEqual({
      type: 'parley:debug',
      at: 1_700_000_000_000,
      userId: 'agent1-AAAABBBBCCCC',
      request: { type: 'text', text: 'hello' },
      turns,
      debug: { responder: 'builtin', region: 'eu' },
    });
  });

  it('reports a launch without text, and an absent debug as {}', () => {
    const report = buildDebugReport(
      5,
      'u',
      { type: 'launch' },
      {
        turns: [],
        debug: undefined as unknown as Record<string, unknown>,
      },
    );
    expect(report.request).toEqual({ type: 'launch' });
    expect(report.debug).toEqual({});
  });
});
