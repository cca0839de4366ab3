import { describe, expect, it } from 'vitest';
import { normaliseCannedResponses, normaliseTags, validateCannedResponses } from './canned-responses';

describe('canned responses', () => {
  it('R-ORG-12 accepts complete, distinct responses and an empty list', () => {
    expect(validateCannedResponses([])).toBeNull();
    expect(
      validateCannedResponses([
        { shortCode: 'hours', content: 'We are open 9 to 5.' },
        { shortCode: 'refund', content: 'Refunds take 5 days.' },
      ]),
    ).toBeNull();
  });

  it('R-ORG-12 refuses a blank shortcut or message', () => {
    expect(validateCannedResponses([{ shortCode: ' ', content: 'x' }])).toBe(
      'Every canned response needs a shortcut and a message.',
    );
    expect(validateCannedResponses([{ shortCode: 'a', content: '  ' }])).toBe(
      'Every canned response needs a shortcut and a message.',
    );
    expect(validateCannedResponses([{ shortCode: '/', content: 'x' }])).toBe(
      'Every canned response needs a shortcut and a message.',
    );
  });

  it('R-ORG-12 refuses the same shortcut twice, ignoring case and a leading slash', () => {
    expect(
      validateCannedResponses([
        { shortCode: 'Hours', content: 'a' },
        { shortCode: '/hours', content: 'b' },
      ]),
    ).toBe('The shortcut "/hours" is used twice.');
  });

  it('refuses more than 200', () => {
    const many = Array.from({ length: 201 }, (_, i) => ({ shortCode: `s${i}`, content: 'x' }));
    expect(validateCannedResponses(many)).toBe('At most 200 canned responses.');
    expect(validateCannedResponses(many.slice(0, 200))).toBeNull();
  });

  it('trims shortcuts (and their leading slash) and messages', () => {
    expect(normaliseCannedResponses([{ shortCode: ' /hi ', content: ' Hello! ' }])).toEqual([
      { shortCode: 'hi', content: 'Hello!' },
    ]);
  });
});

describe('normaliseTags', () => {
  it('R-ORG-12 trims, drops blanks and keeps the first spelling of a repeated tag', () => {
    expect(normaliseTags([' sales ', '', 'Support', 'SALES', '  ', 'support'])).toEqual(['sales', 'Support']);
  });
});
