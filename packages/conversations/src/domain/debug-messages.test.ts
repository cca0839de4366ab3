import { describe, expect, it } from 'vitest';
import { withoutDebug } from './debug-messages';

describe('debug messages', () => {
  it('R-WCV-3 drops debug messages and debug fields, keeping everything else', () => {
    const turns = [
      {
        from: 'bot' as const,
        ts: 1,
        sessionId: 's1',
        messages: [
          { type: 'debug', payload: { model: 'x' } },
          { type: 'text', payload: { message: 'Hi' }, debug: { cancelled: true }, isLoading: false },
          { type: 'info:default', payload: { message: 'No response from team..' } },
        ],
      },
    ];
    expect(withoutDebug(turns)).toEqual([
      {
        from: 'bot',
        ts: 1,
        sessionId: 's1',
        messages: [
          { type: 'text', payload: { message: 'Hi' }, isLoading: false },
          { type: 'info:default', payload: { message: 'No response from team..' } },
        ],
      },
    ]);
    // The input is left as it was.
    expect(turns[0]?.messages).toHaveLength(3);
  });
});
