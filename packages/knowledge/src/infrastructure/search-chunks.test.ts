import { describe, expect, it } from 'vitest';
import { orQueryOf } from './search-chunks';

describe('orQueryOf', () => {
  it('keeps words of 3+ letters or digits, once each', () => {
    expect(orQueryOf('How do I return my order? Order #42 to-day')).toBe('how | return | order | day');
    expect(orQueryOf('a b ?')).toBeNull();
  });

  it('leaves out words found in more than 2% of chunks, keeping the rarest when all are common', () => {
    const common = new Map([
      ['how', 0.6],
      ['order', 0.05],
      ['return', 0.01],
    ]);
    expect(orQueryOf('how to return an order', common)).toBe('return');
    expect(orQueryOf('how order', common)).toBe('order');
    expect(orQueryOf('how', common)).toBe('how');
    expect(orQueryOf('how refund', new Map())).toBe('how | refund');
  });
});
