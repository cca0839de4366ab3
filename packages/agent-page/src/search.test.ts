import { describe, expect, it } from 'vitest';
import type { AgentTab } from './agent-tabs';
import {
  AUTO_NAVIGATE_DELAY_MS,
  buildSearchIndex,
  matchBadge,
  SEARCH_DEBOUNCE_MS,
  searchAgentPages,
  shouldAutoNavigate,
} from './search';
import { visibleAgentTabs } from './tab-visibility';

const tabs = visibleAgentTabs({
  viewer: { kind: 'workspace' },
  agent: { agentPlatform: 'vg', enableNodes: false },
  agencyMode: false,
  hiddenTabs: [],
});
const index = buildSearchIndex(tabs, { platform: 'vg' });
const top = (query: string) => searchAgentPages(query, index)[0];
const targets = (query: string) => searchAgentPages(query, index).map((r) => r.target);

const voiceTab: AgentTab = { key: 'voice', label: 'Voice', order: 12, built: false, description: 'Voice.' };

describe('search index', () => {
  it('R-SRC-5 indexes the visible tab pages and every settings sub-tab', () => {
    expect(index.map((e) => e.target)).toEqual([
      'overview',
      'convos',
      'kb',
      'settings',
      'tools',
      'settings?tab=core',
      'settings?tab=ui',
      'settings?tab=widget',
      'settings?tab=language',
      'settings?tab=security',
      'settings?tab=notifications',
      'settings?tab=handoff',
      'settings?tab=technical',
      'settings?tab=analytics',
      'settings?tab=advanced',
      'settings?tab=integrations',
    ]);
    expect(index.find((e) => e.target === 'settings?tab=handoff')).toMatchObject({
      label: 'Handoff',
      section: 'Settings',
    });
  });

  it('R-SRC-5 R-AGD-18 finds the widget tabs and custom buttons editors', () => {
    expect(top('icebreakers')?.target).toBe('settings?tab=widget');
    expect(top('custom buttons')?.target).toBe('settings?tab=widget');
  });

  it('R-SRC-5 indexes field labels, descriptions, paths and keywords', () => {
    const handoff = index.find((e) => e.target === 'settings?tab=handoff')!;
    const texts = handoff.texts.map((t) => t.text);
    expect(texts).toContain('Handoff timeout');
    expect(texts).toContain('vgOptions.handoffTimeout');
    expect(texts).toContain('wait no response');
    expect(texts).toContain('Shown while the visitor waits for a person.');
  });

  it('R-SRC-5 indexes only the fields of the agent platform', () => {
    const vgIntegrations = index.find((e) => e.target === 'settings?tab=integrations')!;
    expect(vgIntegrations.texts.map((t) => t.text)).not.toContain('Voiceflow Dialog API key');
    const vf = buildSearchIndex(tabs, { platform: 'vf' });
    const vfIntegrations = vf.find((e) => e.target === 'settings?tab=integrations')!;
    expect(vfIntegrations.texts.map((t) => t.text)).toContain('Voiceflow Dialog API key');
  });

  it('R-SRC-5 voice sub-tabs only when the voice tab is visible', () => {
    expect(index.some((e) => e.target.startsWith('voice'))).toBe(false);
    const withVoice = buildSearchIndex([voiceTab], { platform: 'vg' });
    expect(withVoice.map((e) => [e.target, e.label, e.section])).toEqual([
      ['voice', 'Voice', undefined],
      ['voice?tab=voiceLibrary', 'Voice library', 'Voice'],
      ['voice?tab=speechGen', 'Speech generation', 'Voice'],
      ['voice?tab=transcriber', 'Transcriber', 'Voice'],
      ['voice?tab=phoneNumbers', 'Phone numbers', 'Voice'],
      ['voice?tab=testCall', 'Test call', 'Voice'],
      ['voice?tab=advanced', 'Advanced voice settings', 'Voice'],
    ]);
    expect(searchAgentPages('phone number', withVoice)[0]?.target).toBe('voice?tab=phoneNumbers');
  });

  it('R-SRC-5 settings sub-tabs only when the settings tab is visible', () => {
    const noSettings = buildSearchIndex(
      tabs.filter((t) => t.key !== 'settings'),
      { platform: 'vg' },
    );
    expect(noSettings.map((e) => e.target)).toEqual(['overview', 'convos', 'kb', 'tools']);
  });
});

describe('search ranking', () => {
  it('R-SRC-3 handoff timeout finds the handoff settings as a strong match', () => {
    expect(top('handoff timeout')).toEqual({
      target: 'settings?tab=handoff',
      label: 'Handoff',
      section: 'Settings',
      score: 0.95,
      badge: 'Strong match',
    });
  });

  it('R-SRC-2 knowledge finds the Knowledge tab first', () => {
    expect(top('knowledge')).toEqual({ target: 'kb', label: 'Knowledge', score: 1, badge: 'Strong match' });
    expect(targets('knowledge')).toEqual(['kb', 'settings?tab=technical']);
  });

  it('R-SRC-2 custom css finds the advanced settings first', () => {
    expect(top('custom css')?.target).toBe('settings?tab=advanced');
    expect(top('Custom CSS')?.score).toBe(0.95);
  });

  it('R-SRC-2 tolerates typos: languge finds the language settings', () => {
    expect(top('languge')).toEqual({
      target: 'settings?tab=language',
      label: 'Language',
      section: 'Settings',
      score: 0.875,
      badge: 'Strong match',
    });
    expect(top('convresations')?.target).toBe('convos');
    expect(top('hnadoff')?.target).toBe('settings?tab=handoff');
  });

  it('R-SRC-4 nonsense finds nothing', () => {
    expect(searchAgentPages('zzqx', index)).toEqual([]);
    expect(searchAgentPages('', index)).toEqual([]);
    expect(searchAgentPages('   ', index)).toEqual([]);
    expect(searchAgentPages('the', index)).toEqual([]);
  });

  it('R-SRC-3 conversations is a strong match for the Conversations tab', () => {
    expect(top('conversations')).toEqual({
      target: 'convos',
      label: 'Conversations',
      score: 1,
      badge: 'Strong match',
    });
  });

  it('R-SRC-2 matches keys, keywords and partly typed words', () => {
    expect(top('kb')?.target).toBe('kb');
    expect(top('human')?.target).toBe('settings?tab=handoff');
    expect(top('rate limit')?.target).toBe('settings?tab=security');
    expect(top('handof')?.target).toBe('settings?tab=handoff');
    expect(top('spanish')?.target).toBe('settings?tab=language');
    expect(top('knowlege base')?.target).toBe('kb');
  });

  it('R-SRC-2 a page holding every word outranks pages holding one', () => {
    const results = searchAgentPages('handoff title', index);
    expect(results[0]?.target).toBe('settings?tab=handoff');
    const technical = searchAgentPages('chat history', index);
    expect(technical[0]?.target).toBe('settings?tab=technical');
  });

  it('R-SRC-2 at most 5 results, each above 0.3, best first', () => {
    const results = searchAgentPages('agent', index);
    expect(results.length).toBe(5);
    for (const r of results) expect(r.score).toBeGreaterThan(0.3);
    const scores = results.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('R-SRC-3 badges: above 0.8 strong, above 0.6 good, otherwise possible', () => {
    expect(matchBadge(0.81)).toBe('Strong match');
    expect(matchBadge(0.8)).toBe('Good match');
    expect(matchBadge(0.61)).toBe('Good match');
    expect(matchBadge(0.6)).toBe('Possible match');
    expect(matchBadge(0.31)).toBe('Possible match');
  });
});

describe('search timing', () => {
  it('R-SRC-2 debounce and R-SRC-7 auto-navigation delay are 300 ms', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(AUTO_NAVIGATE_DELAY_MS).toBe(300);
  });

  it('R-SRC-7 auto-navigates to a top match above 0.8 while focused and 1 s after a route change', () => {
    const strong = { score: 0.81 };
    expect(shouldAutoNavigate({ top: strong, inputFocused: true, msSinceRouteChange: 1000 })).toBe(true);
    expect(shouldAutoNavigate({ top: { score: 0.8 }, inputFocused: true, msSinceRouteChange: 5000 })).toBe(
      false,
    );
    expect(shouldAutoNavigate({ top: strong, inputFocused: false, msSinceRouteChange: 5000 })).toBe(false);
    expect(shouldAutoNavigate({ top: strong, inputFocused: true, msSinceRouteChange: 999 })).toBe(false);
    expect(shouldAutoNavigate({ top: undefined, inputFocused: true, msSinceRouteChange: 5000 })).toBe(false);
  });
});
