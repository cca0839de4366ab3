// Live preview: which of the dashboard's unsaved widget settings the frame accepts, and how they apply.
import type { TMessage } from '@parley/contract/chat';
import { messageText, textMessage } from '@parley/contract/message-text';
import type { TWidgetConfig } from '@parley/contract/widget-config';

/** The saved config with the preview's overrides. */
export type WidgetView = TWidgetConfig;

/** Free text: truncated to the agent document's limits, so typing past one does not flip the preview back. */
const TEXT_LIMITS = {
  title: 200,
  description: 2000,
  branding: 500,
  proactiveMessage: 2000,
} as const;

const URL_KEYS = [
  'roundedImageURL',
  'avatarImageUrl',
  'headerImageUrl',
  'bannerImageUrl',
  'chatBgURL',
] as const;

type TextKey = keyof typeof TEXT_LIMITS;
type UrlKey = (typeof URL_KEYS)[number];
export type PreviewOverrides = Partial<
  Record<TextKey | UrlKey | 'theme' | 'lang' | 'buttonsLayout' | 'customThemeJSONString', string>
>;

/** '' (cleared), http(s) or a root-relative path, as the agent document allows (contract webUrl). */
const isWebUrl = (v: string) =>
  v.length <= 2048 && (v === '' || /^https?:\/\/\S+$/i.test(v) || /^\/(?!\/)\S*$/.test(v));

/** Structured values are kept only when valid: a half-typed URL or theme would break the preview. */
const STRUCTURED: Record<
  'theme' | 'lang' | 'buttonsLayout' | 'customThemeJSONString',
  (v: string) => boolean
> = {
  theme: (v) => /^blue-(light|dark)$/.test(v),
  lang: (v) => /^[A-Za-z]{0,12}(-[A-Za-z0-9]{1,8})?$/.test(v),
  buttonsLayout: (v) => v.length <= 32,
  customThemeJSONString: (v) => v.length <= 10_000,
};

/** The known widget-config keys of a 'parley:preview' message, strings only; everything else is dropped. */
export function readPreviewOverrides(raw: unknown): PreviewOverrides {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const input = raw as Record<string, unknown>;
  const own = (key: string) => (Object.hasOwn(input, key) ? input[key] : undefined);
  const out: PreviewOverrides = {};
  for (const [key, limit] of Object.entries(TEXT_LIMITS) as [TextKey, number][]) {
    const value = own(key);
    if (typeof value === 'string') out[key] = value.slice(0, limit);
  }
  for (const key of URL_KEYS) {
    const value = own(key);
    if (typeof value === 'string' && isWebUrl(value.trim())) out[key] = value.trim();
  }
  for (const [key, valid] of Object.entries(STRUCTURED) as [
    keyof typeof STRUCTURED,
    (v: string) => boolean,
  ][]) {
    const value = own(key);
    if (typeof value === 'string' && valid(value)) out[key] = value;
  }
  return out;
}

export function applyPreview(config: TWidgetConfig, overrides: PreviewOverrides): WidgetView {
  return { ...config, ...overrides };
}

interface GreetingTurn {
  from: 'bot' | 'human';
  messages: readonly TMessage[];
}

/**
 * The launch greeting is the saved proactive message when the agent has no initMessages: in a preview,
 * show the edited one in its place (an emptied one hides it). Only the opening bot turn, before the
 * visitor said anything, is touched.
 */
export function withPreviewGreeting<T extends GreetingTurn>(
  turns: readonly T[],
  savedProactive: string,
  shownProactive: string,
): readonly T[] {
  const first = turns[0];
  if (savedProactive === shownProactive || !first || first.from !== 'bot') return turns;
  const messages = first.messages.flatMap((m) => {
    if (m.type !== 'text' || messageText(m) !== savedProactive) return [m];
    return shownProactive ? [textMessage(shownProactive, m.delay)] : [];
  });
  return messages.length ? [{ ...first, messages }, ...turns.slice(1)] : turns.slice(1);
}
