// State of the agent search box: the debounced query (R-SRC-2), its results, and auto-navigation to a
// strong top match (R-SRC-7).
import { useDebouncedValue } from '@mantine/hooks';
import {
  AUTO_NAVIGATE_DELAY_MS,
  SEARCH_DEBOUNCE_MS,
  type SearchIndexEntry,
  searchAgentPages,
  shouldAutoNavigate,
} from '@parley/agent-page/search';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { searchBoxView } from './search-box-state';

export interface UseAgentSearchOptions {
  index: ReadonlyArray<SearchIndexEntry>;
  onNavigate(target: string): void;
  /** When the page last changed, in Date.now() milliseconds. */
  routeChangedAt: number;
}

export function useAgentSearch({ index, onNavigate, routeChangedAt }: UseAgentSearchOptions) {
  const [query, setQuery] = useState('');
  const [debouncedQuery, , debounce] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const results = useMemo(() => searchAgentPages(debouncedQuery, index), [debouncedQuery, index]);
  const view = searchBoxView({ query, debouncedQuery, results });

  // Read when the timers fire, so a re-render does not restart them.
  const focused = useRef(false);
  const navigate = useRef(onNavigate);
  navigate.current = onNavigate;
  const routeChanged = useRef(routeChangedAt);
  routeChanged.current = routeChangedAt;
  /** The query that already navigated by itself: it does not do so twice. */
  const autoNavigatedFor = useRef<string | null>(null);

  const top = view === 'results' ? results[0] : undefined;
  useEffect(() => {
    if (!top || autoNavigatedFor.current === debouncedQuery) return;
    const timer = setTimeout(() => {
      const msSinceRouteChange = Date.now() - routeChanged.current;
      if (shouldAutoNavigate({ top, inputFocused: focused.current, msSinceRouteChange })) {
        autoNavigatedFor.current = debouncedQuery;
        navigate.current(top.target);
      }
    }, AUTO_NAVIGATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [top, debouncedQuery]);

  /** Opens a result the user picked, and empties the box. */
  const choose = useCallback((target: string) => {
    navigate.current(target);
    setQuery('');
  }, []);

  /** Enter before the debounce ran: search now and open the best result, if any. */
  const submitPending = useCallback(() => {
    debounce.flush();
    const best = searchAgentPages(query, index)[0];
    if (best) choose(best.target);
  }, [debounce, query, index, choose]);

  return {
    query,
    setQuery,
    results,
    view,
    choose,
    submitPending,
    setFocused: (value: boolean) => {
      focused.current = value;
    },
  };
}
