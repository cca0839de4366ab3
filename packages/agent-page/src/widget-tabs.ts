// The widget tabs editor's rules (R-WTB-1..3, R-WTB-6..9): the default tabs and Home buttons, and the
// tabs an owner edits (the defaults are filled in when the widget uses tabs and none are stored yet).
import { HOME_BUTTON_KEYS, type TWidgetTab, WIDGET_TAB_KEYS } from '@parley/contract/widget-tabs';

type HomeButton = NonNullable<NonNullable<TWidgetTab['homeSpecific']>['buttons']>[number];

/** R-WTB-7 */
export const DEFAULT_HOME_DESCRIPTION = 'How can I help you today?';
/** R-WTB-6: the greeting when no headerTitle is set. */
export const greetingOf = (headerTitle: string | undefined, userName: string | undefined) =>
  headerTitle?.trim()
    ? headerTitle.replaceAll('{user.name}', userName?.trim() || 'there')
    : `Hello ${userName?.trim() || 'there'},`;

export const HOME_BUTTON_LABELS: Record<(typeof HOME_BUTTON_KEYS)[number], string> = {
  recentConvo: 'Recent conversation',
  liveCall: 'Call us',
  directHandoff: 'Talk to a person',
  askQuestion: 'Ask a question',
};

export const TAB_NAMES: Record<(typeof WIDGET_TAB_KEYS)[number], string> = {
  home: 'Home',
  convos: 'Chats',
  faq: 'FAQ',
};

export function defaultHomeButtons(): HomeButton[] {
  return HOME_BUTTON_KEYS.map((key) => ({
    key,
    label: HOME_BUTTON_LABELS[key],
    show: key === 'recentConvo' || key === 'askQuestion',
    ...(key === 'askQuestion' ? { iceBreakers: [] } : {}),
  }));
}

/** R-WTB-2: Home, Chats, FAQ. */
export function defaultWidgetTabs(): TWidgetTab[] {
  return WIDGET_TAB_KEYS.map((key) => ({
    key,
    label: TAB_NAMES[key],
    hide: false,
    ...(key === 'home'
      ? {
          homeSpecific: {
            headerDescription: DEFAULT_HOME_DESCRIPTION,
            showRecentConvo: true,
            buttons: defaultHomeButtons(),
          },
        }
      : {}),
  }));
}

/**
 * R-WTB-3: the tabs shown in the editor: the stored ones in the fixed order, each with its missing Home
 * buttons added; the defaults when the widget uses tabs and none are stored. Stored extras are kept.
 */
export function editableTabs(stored: unknown, widgetType: unknown): TWidgetTab[] {
  const list = Array.isArray(stored) ? (stored as TWidgetTab[]) : [];
  if (list.length === 0) return widgetType === 'tabs' ? defaultWidgetTabs() : [];
  return WIDGET_TAB_KEYS.flatMap((key) => {
    const tab = list.find((t) => t?.key === key);
    if (!tab) return [];
    if (key !== 'home') return [tab];
    const buttons = tab.homeSpecific?.buttons ?? [];
    const missing = defaultHomeButtons().filter((d) => !buttons.some((b) => b.key === d.key));
    return [{ ...tab, homeSpecific: { ...tab.homeSpecific, buttons: [...buttons, ...missing] } }];
  });
}
