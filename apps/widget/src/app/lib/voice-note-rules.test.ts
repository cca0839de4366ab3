import { describe, expect, it } from 'vitest';
import { nextSpeed } from './voice-note-rules';

describe('voice note speeds', () => {
  it('R-WIX-13 cycles 1 → 1.25 → 1.5 → 2 → 1', () => {
    const seen = [1];
    for (let i = 0; i < 4; i++) seen.push(nextSpeed(seen.at(-1) as number));
    expect(seen).toEqual([1, 1.25, 1.5, 2, 1]);
    expect(nextSpeed(3)).toBe(1);
  });
});
