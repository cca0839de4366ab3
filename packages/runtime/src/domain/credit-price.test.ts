import { describe, expect, it } from 'vitest';
import { creditsForTokens, TOKENS_PER_CREDIT } from './credit-price';

describe('credit price of a model reply', () => {
  it('R-CRD-1 charges 1 credit per started 1,000 tokens, input and output together', () => {
    expect(TOKENS_PER_CREDIT).toBe(1000);
    expect(creditsForTokens(0, 0)).toBe(0);
    expect(creditsForTokens(1, 0)).toBe(1);
    expect(creditsForTokens(600, 400)).toBe(1);
    expect(creditsForTokens(600, 401)).toBe(2);
    expect(creditsForTokens(12_000, 3_500)).toBe(16);
  });
  it('ignores negative counts a provider might report', () => {
    expect(creditsForTokens(-5, 10)).toBe(1);
  });
});
