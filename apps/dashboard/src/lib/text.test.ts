import { describe, expect, it } from 'vitest';
import { initialsOf, truncateName } from './text';

describe('truncateName', () => {
  it('R-SHL-12 truncates names at 20 characters', () => {
    expect(truncateName('Acme Customer Success Team')).toBe('Acme Customer Succes…');
    expect(truncateName('Exactly twenty chars')).toBe('Exactly twenty chars');
    expect(truncateName('  Short  ')).toBe('Short');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Parley Demo Agent')).toBe('PD');
    expect(initialsOf('bram')).toBe('B');
    expect(initialsOf('   ')).toBe('?');
  });
});
