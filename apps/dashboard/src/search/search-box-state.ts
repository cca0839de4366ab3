// What the agent search box's dropdown shows (R-SRC-1, R-SRC-4): nothing for an empty box, 'Searching...'
// while the debounce runs, 'No results found', or the results.
import type { SearchResult } from '@parley/agent-page/search';

export type SearchBoxView = 'idle' | 'pending' | 'empty' | 'results';

export function searchBoxView(input: {
  query: string;
  debouncedQuery: string;
  results: ReadonlyArray<SearchResult>;
}): SearchBoxView {
  if (input.query.trim() === '') return 'idle';
  if (input.query !== input.debouncedQuery) return 'pending';
  return input.results.length === 0 ? 'empty' : 'results';
}
