import { describe, expect, it } from 'vitest';
import { truncateTitle } from './truncate-title';

describe('truncateTitle', () => {
  it('R-WSH-9 truncates the header title at 35 characters', () => {
    expect(truncateTitle('Ask me anything about our pricing plans today')).toBe(
      'Ask me anything about our pricing p...',
    );
    // A cut that lands after a space does not leave 'Hardware ...'.
    expect(truncateTitle('Customer Support for Acme Hardware and Garden Supplies')).toBe(
      'Customer Support for Acme Hardware...',
    );
  });

  it('R-WSH-9 leaves a title of exactly 35 characters whole', () => {
    const title = 'A'.repeat(35);
    expect(truncateTitle(title)).toBe(title);
    expect(truncateTitle(`${title}B`)).toBe(`${title}...`);
  });

  it('counts an emoji as one character and never splits it', () => {
    const title = `${'x'.repeat(34)}🤖🤖`;
    expect(truncateTitle(title)).toBe(`${'x'.repeat(34)}🤖...`);
  });
});
