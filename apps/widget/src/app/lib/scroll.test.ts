import { describe, expect, it } from 'vitest';
import { isAtBottom } from './scroll';

describe('isAtBottom', () => {
  it('R-WSH-13 counts the scroll as at bottom within 10 px', () => {
    expect(isAtBottom({ scrollTop: 600, scrollHeight: 1000, clientHeight: 400 })).toBe(true);
    expect(isAtBottom({ scrollTop: 590, scrollHeight: 1000, clientHeight: 400 })).toBe(true);
    expect(isAtBottom({ scrollTop: 589, scrollHeight: 1000, clientHeight: 400 })).toBe(false);
  });

  it('R-WSH-13 a list shorter than its box is at bottom', () => {
    expect(isAtBottom({ scrollTop: 0, scrollHeight: 200, clientHeight: 400 })).toBe(true);
  });
});
