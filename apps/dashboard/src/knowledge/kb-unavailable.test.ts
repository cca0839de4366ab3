import { describe, expect, it } from 'vitest';
import { isKbApiMissing } from './kb-unavailable';

describe('isKbApiMissing', () => {
  it('R-KB-5 shows the placeholder when the knowledge API fails or cannot be reached', () => {
    expect(isKbApiMissing({ data: { httpStatus: 500 } })).toBe(true);
    expect(isKbApiMissing({ data: { httpStatus: 503 } })).toBe(true);
    expect(isKbApiMissing({ data: null })).toBe(true);
  });
  it('keeps ordinary errors (access, validation) as the list error', () => {
    expect(isKbApiMissing({ data: { httpStatus: 404 } })).toBe(false);
    expect(isKbApiMissing({ data: { httpStatus: 400 } })).toBe(false);
  });
});
