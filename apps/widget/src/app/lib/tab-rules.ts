// Tabs of ui.widgetType 'tabs' (R-WTB-1..11): which show, their labels, the Home greeting, the sessions.
import type { TWidgetTab, TWidgetTabKey } from '@parley/contract/widget-config';
import type { PhraseKey } from '@parley/widget-i18n/phrases-en';

const DEFAULT_LABEL: Record<TWidgetTabKey, PhraseKey> = {
  home: 'tabHome',
  convos: 'tabChats',
  faq: 'tabFaq',
};
const ENGLISH_DEFAULT: Record<TWidgetTabKey, string> = { home: 'Home', convos: 'Chats', faq: 'FAQ' };

/** R-WTB-2, R-WTB-14: hidden tabs go; FAQ shows an iframe only, so it needs one. */
export function visibleTabs(tabs: readonly TWidgetTab[]): TWidgetTab[] {
  return tabs.filter((tab) => !tab.hide && (tab.key !== 'faq' || Boolean(tab.iframeUrl)));
}

/** An empty label, or the untouched English default, is shown in the visitor's language. */
export function tabLabel(tab: TWidgetTab, t: (key: PhraseKey) => string): string {
  const label = tab.label.trim();
  return !label || label === ENGLISH_DEFAULT[tab.key] ? t(DEFAULT_LABEL[tab.key]) : label;
}

/** R-WTB-6: the configured headerTitle with {user.name}, else 'Hello {name or there},'. */
export function homeGreeting(
  headerTitle: string | undefined,
  userName: string | undefined,
  t: (key: PhraseKey, v?: Record<string, string>) => string,
) {
  const name = userName?.trim() || '';
  if (headerTitle?.trim())
    return headerTitle.replace(/\{\s*user\.name\s*\}/g, name || t('homeGreetingFallbackName'));
  return t('homeGreeting', { name: name || t('homeGreetingFallbackName') });
}

export const MAX_PREVIOUS_SESSIONS = 10;

/** R-WTB-11: at most 10 previous sessions, only those with a visitor message, newest first. */
export function previousSessions<
  T extends { sessionId: string; hasHumanMessage: boolean; lastModified: number },
>(sessions: readonly T[], currentSessionId: string | null): T[] {
  return sessions
    .filter((s) => s.hasHumanMessage && s.sessionId !== currentSessionId)
    .sort((a, b) => b.lastModified - a.lastModified)
    .slice(0, MAX_PREVIOUS_SESSIONS);
}

/** R-WTB-9: the Home iframe is 500 px high, or 55dvh inside a host page, unless configured. */
export function iframeHeight(configured: number | string | undefined, embedded: boolean): string {
  if (typeof configured === 'number') return `${configured}px`;
  if (typeof configured === 'string' && configured) return configured;
  return embedded ? '55dvh' : '500px';
}
