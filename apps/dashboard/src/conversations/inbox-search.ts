// The inbox's filters live in the address (so a filtered inbox can be bookmarked and shared), and become
// the server's filter (conversations.list and the export). Dates are the viewer's local days.
import type { TInboxFilter } from '@parley/contract/conversations';

const STATES = ['ai-chatting', 'requested_chat', 'human-chatting', 'ended_chat'] as const;
type State = (typeof STATES)[number];

export interface InboxSearch {
  state?: State;
  /** 'me', 'unassigned', or an assignee id ('account:…', 'client:…'). */
  assignee?: string;
  tag?: string;
  rating?: number;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  /** Text anywhere in the conversation. */
  q?: string;
}

export const INBOX_SEARCH_KEYS = ['state', 'assignee', 'tag', 'rating', 'from', 'to', 'q'] as const;

/** The router parses "42" as a number: text fields take either. */
function text(value: unknown, max: number): string | undefined {
  const s = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return s && s.length <= max ? s : undefined;
}

/** A real calendar day as YYYY-MM-DD, else undefined. */
function day(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? value : undefined;
}

/** The inbox part of the agent page's search params; anything invalid is dropped. */
export function parseInboxSearch(raw: Record<string, unknown>): InboxSearch {
  const out: InboxSearch = {};
  if ((STATES as readonly unknown[]).includes(raw.state)) out.state = raw.state as State;
  const assignee = text(raw.assignee, 100);
  if (assignee) out.assignee = assignee;
  const tag = text(raw.tag, 100);
  if (tag) out.tag = tag;
  const rating = Number(raw.rating);
  if (Number.isInteger(rating) && rating >= 1 && rating <= 5) out.rating = rating;
  const from = day(raw.from);
  if (from) out.from = from;
  const to = day(raw.to);
  if (to) out.to = to;
  const q = text(raw.q, 200);
  if (q) out.q = q;
  return out;
}

const startOfDay = (value: string) => {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).getTime();
};
const endOfDay = (value: string) => {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + 1).getTime() - 1;
};

/** The server's filter for these search params. */
export function filterOf(search: InboxSearch): TInboxFilter {
  const filter: TInboxFilter = {};
  if (search.state) filter.state = search.state;
  if (search.assignee) filter.assignee = search.assignee;
  if (search.tag) filter.tag = search.tag;
  if (search.rating) filter.rating = search.rating;
  if (search.from) filter.from = startOfDay(search.from);
  if (search.to) filter.to = endOfDay(search.to);
  if (search.q) filter.search = search.q;
  return filter;
}

/** How many filters are on, besides the text search (the badge on the Filters button). */
export function activeFilterCount(search: InboxSearch): number {
  return (['state', 'assignee', 'tag', 'rating', 'from', 'to'] as const).filter(
    (k) => search[k] !== undefined,
  ).length;
}

/** The search params patch that clears every filter (and the text search). */
export const CLEARED_FILTERS: Record<(typeof INBOX_SEARCH_KEYS)[number], undefined> = {
  state: undefined,
  assignee: undefined,
  tag: undefined,
  rating: undefined,
  from: undefined,
  to: undefined,
  q: undefined,
};
