import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './export-format';

describe('conversation export', () => {
  it('quotes cells with commas, quotes and newlines', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, "b"\nc')).toBe('"a, ""b""\nc"');
    expect(csvCell(null)).toBe('');
  });

  it('neutralises spreadsheet formulas a visitor could type', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes one row per message with who said it', () => {
    const csv = toCsv([
      {
        userId: 'u1',
        userName: 'Ada',
        userEmail: null,
        state: 'ai-chatting',
        tags: [],
        ratingFrom5: null,
        turns: [
          { from: 'human', ts: 0, sessionId: 's1', messages: [{ type: 'text', payload: 'Hi' }] },
          {
            from: 'bot',
            ts: 1000,
            sessionId: 's1',
            messages: [
              { type: 'text', payload: { message: 'Hello' }, sender: { name: 'Ann Lee' } },
              { type: 'debug', payload: {} },
            ],
          },
        ],
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'conversation,visitor_name,visitor_email,session,time,from,sender,text',
      'u1,Ada,,s1,1970-01-01T00:00:00.000Z,human,visitor,Hi',
      'u1,Ada,,s1,1970-01-01T00:00:01.000Z,bot,Ann Lee,Hello',
      '',
    ]);
  });
});
