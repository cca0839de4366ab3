import { describe, expect, it } from 'vitest';
import { activeFilterCount, filterOf, parseInboxSearch } from './inbox-search';

describe('inbox filters in the address', () => {
  it('reads every filter from the search params', () => {
    expect(
      parseInboxSearch({
        state: 'requested_chat',
        assignee: 'me',
        tag: 'vip',
        rating: 4,
        from: '2026-03-01',
        to: '2026-03-31',
        q: 'refund',
        conversation: 'other-param',
      }),
    ).toEqual({
      state: 'requested_chat',
      assignee: 'me',
      tag: 'vip',
      rating: 4,
      from: '2026-03-01',
      to: '2026-03-31',
      q: 'refund',
    });
  });

  it('drops values that are not valid filters', () => {
    expect(
      parseInboxSearch({
        state: 'sleeping',
        assignee: '',
        tag: 'x'.repeat(101),
        rating: 6,
        from: '2026-02-30',
        to: 'yesterday',
        q: '   ',
      }),
    ).toEqual({});
    expect(parseInboxSearch({ rating: '0' })).toEqual({});
  });

  it('takes numbers the router parsed back as text', () => {
    expect(parseInboxSearch({ q: 42, tag: 2026, rating: '3' })).toEqual({ q: '42', tag: '2026', rating: 3 });
  });

  it('turns the local days into an inclusive millisecond range, and the text into the search', () => {
    const filter = filterOf({ from: '2026-03-01', to: '2026-03-02', q: 'refund', assignee: 'unassigned' });
    expect(filter).toEqual({
      from: new Date(2026, 2, 1).getTime(),
      to: new Date(2026, 2, 3).getTime() - 1,
      search: 'refund',
      assignee: 'unassigned',
    });
    expect(filterOf({})).toEqual({});
  });

  it('round-trips: what the URL holds is what the server is asked', () => {
    const search = parseInboxSearch({ state: 'human-chatting', rating: 5, tag: 'billing' });
    expect(filterOf(search)).toEqual({ state: 'human-chatting', rating: 5, tag: 'billing' });
  });

  it('counts the filters that are on, not the text search', () => {
    expect(activeFilterCount({ state: 'ended_chat', from: '2026-01-01', q: 'x' })).toBe(2);
    expect(activeFilterCount({})).toBe(0);
  });
});
