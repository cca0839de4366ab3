// The agent page's search box (R-SRC-1..8): an index of the pages a viewer can open and a fuzzy,
// typo-tolerant ranking over it. Runs in the browser; the index is a few hundred words.
import { SEARCH_MESSAGES } from '@parley/messages/versions';
import type { AgentTab } from './agent-tabs';
import { similarity, tokenize, withJoinedPairs } from './search-text';
import { fieldsFor, SETTINGS_SECTIONS } from './settings-sections';

/** R-SRC-2: input debounce. */
export const SEARCH_DEBOUNCE_MS = 300;
/** R-SRC-7: delay before a strong top match opens. */
export const AUTO_NAVIGATE_DELAY_MS = 300;
/** R-SRC-7: no auto-navigation within this long after the page changed. */
export const ROUTE_CHANGE_QUIET_MS = 1000;
/** R-SRC-2: at most this many results, each scoring above MIN_SCORE. */
export const MAX_RESULTS = 5;
export const MIN_SCORE = 0.3;
/** R-SRC-3 badge thresholds (strictly above). */
export const STRONG_SCORE = 0.8;
export const GOOD_SCORE = 0.6;

/** R-SRC-5: the voice page's sub-tabs (indexed only when the voice tab is visible). */
export const VOICE_SECTIONS = [
  { key: 'voiceLibrary', label: 'Voice library', description: 'Choose the voice the agent speaks with.' },
  {
    key: 'speechGen',
    label: 'Speech generation',
    description: 'Text-to-speech provider, speed and tone of the voice.',
  },
  { key: 'transcriber', label: 'Transcriber', description: 'Speech-to-text provider and call language.' },
  { key: 'phoneNumbers', label: 'Phone numbers', description: 'Connect the agent to a phone number.' },
  { key: 'testCall', label: 'Test call', description: 'Call the agent from the browser.' },
  {
    key: 'advanced',
    label: 'Advanced voice settings',
    description: 'Silence timeout, interruptions and call length.',
  },
] as const;

/** How much a match in each kind of text counts: labels above keys and keywords above descriptions. */
const WEIGHT = {
  label: 1,
  fieldLabel: 0.95,
  key: 0.9,
  keywords: 0.8,
  path: 0.75,
  description: 0.7,
  fieldDescription: 0.6,
  option: 0.6,
} as const;

/** Matching words spread over several texts of one page counts a little less than one text holding them all. */
const SPREAD_FACTOR = 0.9;

export interface SearchText {
  text: string;
  weight: number;
  /** The text's words plus each adjacent pair joined ('knowledge base' also gives 'knowledgebase'). */
  tokens: string[];
}

export interface SearchIndexEntry {
  /** Where the result leads, relative to the agent: 'kb', 'settings?tab=handoff', 'voice?tab=testCall'. */
  target: string;
  label: string;
  /** The page a sub-page belongs to, e.g. 'Settings'. */
  section?: string;
  texts: SearchText[];
}

export type SearchBadge = (typeof SEARCH_MESSAGES)['strong' | 'good' | 'possible'];

export interface SearchResult {
  target: string;
  label: string;
  section?: string;
  /** 0..1. */
  score: number;
  badge: SearchBadge;
}

const text = (value: string | undefined, weight: number): SearchText[] =>
  value ? [{ text: value, weight, tokens: withJoinedPairs(tokenize(value)) }] : [];

/**
 * R-SRC-5: every visible tab page (label, description, key), then the settings sub-tabs with every
 * field the agent's platform uses, then the voice sub-tabs; sub-pages only when their page is visible.
 */
export function buildSearchIndex(
  visibleTabs: ReadonlyArray<Pick<AgentTab, 'key' | 'label' | 'description'>>,
  options: { platform: string },
): SearchIndexEntry[] {
  const index: SearchIndexEntry[] = visibleTabs.map((tab) => ({
    target: tab.key,
    label: tab.label,
    texts: [
      ...text(tab.label, WEIGHT.label),
      ...text(tab.key, WEIGHT.key),
      ...text(tab.description, WEIGHT.description),
    ],
  }));
  const settings = visibleTabs.find((t) => t.key === 'settings');
  if (settings) {
    for (const section of SETTINGS_SECTIONS) {
      index.push({
        target: `settings?tab=${section.key}`,
        label: section.label,
        section: settings.label,
        texts: [
          ...text(section.label, WEIGHT.label),
          ...text(section.key, WEIGHT.key),
          ...text(section.description, WEIGHT.description),
          ...fieldsFor(section, options.platform).flatMap((field) => [
            ...text(field.label, WEIGHT.fieldLabel),
            ...text(field.description, WEIGHT.fieldDescription),
            ...text(field.path, WEIGHT.path),
            ...text(field.keywords, WEIGHT.keywords),
            ...(field.options ?? []).flatMap((o) => text(o.label, WEIGHT.option)),
          ]),
        ],
      });
    }
  }
  const voice = visibleTabs.find((t) => t.key === 'voice');
  if (voice) {
    for (const sub of VOICE_SECTIONS) {
      index.push({
        target: `voice?tab=${sub.key}`,
        label: sub.label,
        section: voice.label,
        texts: [
          ...text(sub.label, WEIGHT.label),
          ...text(sub.key, WEIGHT.key),
          ...text(sub.description, WEIGHT.description),
        ],
      });
    }
  }
  return index;
}

/** Words that say nothing about where to go. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'to',
  'in',
  'on',
  'for',
  'my',
  'how',
  'do',
  'i',
  'is',
  'it',
  'where',
  'what',
]);

/**
 * A page's score: each query word takes its best match in the page. The words matched within one text
 * (a label, a field) score that text's weight times their mean similarity; matched across texts they
 * score a little less. A word found nowhere counts 0, so pages holding all the words rank first.
 */
function scoreEntry(words: string[], entry: SearchIndexEntry): number {
  let withinOneText = 0;
  const bestPerWord = words.map(() => 0);
  for (const t of entry.texts) {
    let sum = 0;
    words.forEach((word, i) => {
      let best = 0;
      for (const token of t.tokens) best = Math.max(best, similarity(word, token));
      sum += best;
      bestPerWord[i] = Math.max(bestPerWord[i] ?? 0, best * t.weight);
    });
    withinOneText = Math.max(withinOneText, (sum / words.length) * t.weight);
  }
  const spread = (bestPerWord.reduce((a, b) => a + b, 0) / words.length) * SPREAD_FACTOR;
  return Math.min(1, Math.max(withinOneText, spread));
}

/** R-SRC-3. */
export function matchBadge(score: number): SearchBadge {
  if (score > STRONG_SCORE) return SEARCH_MESSAGES.strong;
  if (score > GOOD_SCORE) return SEARCH_MESSAGES.good;
  return SEARCH_MESSAGES.possible;
}

/** R-SRC-2: the best pages for a query, best first: at most 5, each scoring above 0.3. */
export function searchAgentPages(query: string, index: ReadonlyArray<SearchIndexEntry>): SearchResult[] {
  const words = [...new Set(tokenize(query))].filter((w) => !STOP_WORDS.has(w));
  if (words.length === 0) return [];
  return index
    .map((entry, order) => ({ entry, order, score: Math.round(scoreEntry(words, entry) * 1000) / 1000 }))
    .filter((r) => r.score > MIN_SCORE)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, MAX_RESULTS)
    .map(({ entry, score }) => ({
      target: entry.target,
      label: entry.label,
      ...(entry.section ? { section: entry.section } : {}),
      score,
      badge: matchBadge(score),
    }));
}

/**
 * R-SRC-7: a top match scoring above 0.8 opens by itself, but only while the search box has focus and
 * the page did not change within the last second.
 */
export function shouldAutoNavigate(input: {
  top: Pick<SearchResult, 'score'> | null | undefined;
  inputFocused: boolean;
  msSinceRouteChange: number;
}): boolean {
  return (
    !!input.top &&
    input.top.score > STRONG_SCORE &&
    input.inputFocused &&
    input.msSinceRouteChange >= ROUTE_CHANGE_QUIET_MS
  );
}
