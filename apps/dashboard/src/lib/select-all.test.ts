import { describe, expect, it } from 'vitest';
import { selectAllState, toggleSelectAll } from './select-all';

const options = ['/home', '/convos', '/kb'];

describe("R-CSH-14 a list with 'Select All'", () => {
  it('reads all, some or none', () => {
    expect(selectAllState(options, options)).toBe('all');
    expect(selectAllState(options, ['/kb'])).toBe('some');
    expect(selectAllState(options, [])).toBe('none');
    expect(selectAllState([], [])).toBe('none');
  });

  it('selects everything when anything is missing, and clears when all were selected', () => {
    expect(toggleSelectAll(options, ['/kb'])).toEqual(options);
    expect(toggleSelectAll(options, [])).toEqual(options);
    expect(toggleSelectAll(options, options)).toEqual([]);
  });

  it('keeps values that are not among the options', () => {
    expect(toggleSelectAll(options, ['/c/faq', ...options])).toEqual(['/c/faq']);
    expect(toggleSelectAll(options, ['/c/faq'])).toEqual(['/c/faq', ...options]);
  });
});
