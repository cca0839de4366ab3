import { describe, expect, it } from 'vitest';
import { searchBoxView } from './search-box-state';

const result = {
  target: 'kb',
  label: 'Knowledge',
  score: 1,
  badge: 'Strong match',
} as const;

describe('agent search box view', () => {
  it('R-SRC-1 shows the searching indicator while the debounce is pending', () => {
    expect(searchBoxView({ query: 'know', debouncedQuery: 'kno', results: [result] })).toBe('pending');
    expect(searchBoxView({ query: 'know', debouncedQuery: '', results: [] })).toBe('pending');
  });

  it('R-SRC-4 shows No results found for a settled query without results', () => {
    expect(searchBoxView({ query: 'zzqx', debouncedQuery: 'zzqx', results: [] })).toBe('empty');
  });

  it('R-SRC-2 shows the results of a settled query', () => {
    expect(searchBoxView({ query: 'know', debouncedQuery: 'know', results: [result] })).toBe('results');
  });

  it('R-SRC-1 shows nothing for an empty box', () => {
    expect(searchBoxView({ query: '  ', debouncedQuery: 'kb', results: [result] })).toBe('idle');
    expect(searchBoxView({ query: '', debouncedQuery: '', results: [] })).toBe('idle');
  });
});
