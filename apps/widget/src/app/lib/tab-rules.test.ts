import { PHRASES_EN } from '@parley/widget-i18n/phrases-en';
import { describe, expect, it } from 'vitest';
import { makeTranslate } from '../i18n/use-phrases';
import { homeGreeting, iframeHeight, previousSessions, tabLabel, visibleTabs } from './tab-rules';

const t = makeTranslate();
const de = makeTranslate({
  tabHome: 'Start',
  homeGreeting: 'Hallo {name},',
  homeGreetingFallbackName: 'zusammen',
});

describe('tab rules', () => {
  it('R-WTB-2 R-WTB-14 hides hidden tabs and a FAQ without its iframe', () => {
    const tabs = visibleTabs([
      { key: 'home', label: '', hide: false },
      { key: 'convos', label: '', hide: true },
      { key: 'faq', label: '', hide: false },
    ]);
    expect(tabs.map((x) => x.key)).toEqual(['home']);
    expect(visibleTabs([{ key: 'faq', label: '', hide: false, iframeUrl: 'https://x' }])).toHaveLength(1);
  });

  it('R-WTB-1 labels default tabs in the visitor language, keeps custom labels', () => {
    expect(tabLabel({ key: 'home', label: '', hide: false }, t)).toBe('Home');
    expect(tabLabel({ key: 'home', label: 'Home', hide: false }, de)).toBe('Start');
    expect(tabLabel({ key: 'faq', label: 'Help centre', hide: false }, de)).toBe('Help centre');
  });

  it("R-WTB-6 R-WTB-7 greets by name, 'there' without one, or with the configured title", () => {
    expect(homeGreeting(undefined, 'Ada', t)).toBe('Hello Ada,');
    expect(homeGreeting(undefined, undefined, t)).toBe('Hello there,');
    expect(homeGreeting('Welcome back {user.name}!', 'Ada', t)).toBe('Welcome back Ada!');
    expect(homeGreeting(undefined, '', de)).toBe('Hallo zusammen,');
    expect(PHRASES_EN.homeDescription).toBe('How can I help you today?');
  });

  it('R-WTB-11 lists at most 10 previous sessions with a visitor message, newest first', () => {
    const sessions = Array.from({ length: 14 }, (_, i) => ({
      sessionId: `s${i}`,
      hasHumanMessage: i !== 3,
      lastModified: i,
      startedAt: i,
      lastMessage: '',
    }));
    const shown = previousSessions(sessions, 's13');
    expect(shown).toHaveLength(10);
    expect(shown[0]?.sessionId).toBe('s12');
    expect(shown.some((s) => s.sessionId === 's3' || s.sessionId === 's13')).toBe(false);
  });

  it('R-WTB-9 sizes the Home iframe: 500 by default, 55dvh when embedded', () => {
    expect(iframeHeight(undefined, false)).toBe('500px');
    expect(iframeHeight(undefined, true)).toBe('55dvh');
    expect(iframeHeight(320, true)).toBe('320px');
    expect(iframeHeight('40vh', false)).toBe('40vh');
  });
});
