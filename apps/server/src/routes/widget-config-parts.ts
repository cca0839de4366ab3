// Pure readers of the open agent document's widget fields: whatever an old or hand-written document holds,
// the widget gets well-formed values (bad entries dropped, URLs only http(s) or paths on this server).
import type {
  TCustomButton,
  THomeButton,
  TWidgetExtension,
  TWidgetTab,
  TWidgetTabKey,
} from '@parley/contract/widget-config';

type Doc = Record<string, unknown>;

const obj = (v: unknown): Doc => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Doc) : {});
const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : undefined);

/** Only URLs a browser may load in the widget: http(s), or a path on this server. */
export function webUrl(v: unknown): string | undefined {
  if (typeof v !== 'string' || v.length > 2048) return undefined;
  const value = v.trim();
  return /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value) ? value : undefined;
}

const HOME_BUTTON_KEYS = ['recentConvo', 'liveCall', 'directHandoff', 'askQuestion'] as const;
const TAB_KEYS: readonly TWidgetTabKey[] = ['home', 'convos', 'faq'];

function homeButton(raw: unknown): THomeButton | null {
  const b = obj(raw);
  const key = HOME_BUTTON_KEYS.find((k) => k === b.key);
  if (!key) return null;
  const iceBreakers = Array.isArray(b.iceBreakers)
    ? b.iceBreakers.flatMap((i) => (typeof i === 'string' && i.trim() ? [i.trim().slice(0, 200)] : []))
    : [];
  const iconUrl = webUrl(b.iconUrl);
  return {
    key,
    label: text(b.label, 80) ?? '',
    show: b.show !== false,
    ...(iconUrl ? { iconUrl } : {}),
    iceBreakers: iceBreakers.slice(0, 10),
  };
}

/** R-WTB-8 defaults: every button shown, except the voice call without web calling. */
export function defaultHomeButtons(webCalling: boolean): THomeButton[] {
  return HOME_BUTTON_KEYS.map((key) => ({
    key,
    label: '',
    show: key !== 'liveCall' || webCalling,
    iceBreakers: [],
  }));
}

function tab(raw: unknown, webCalling: boolean): TWidgetTab | null {
  const t = obj(raw);
  const key = TAB_KEYS.find((k) => k === t.key);
  if (!key) return null;
  const iconUrl = webUrl(t.iconUrl);
  const iframeUrl = webUrl(t.iframeUrl);
  const height = t.iframeHeight;
  const iframeHeight =
    typeof height === 'number' && height > 0 && height <= 5000
      ? height
      : typeof height === 'string' && /^\d{1,4}(\.\d+)?(px|dvh|vh|%)$/.test(height.trim())
        ? height.trim()
        : undefined;
  const out: TWidgetTab = {
    key,
    label: text(t.label, 40) ?? '',
    hide: t.hide === true,
    ...(iconUrl ? { iconUrl } : {}),
    ...(iframeUrl ? { iframeUrl } : {}),
    ...(iframeHeight !== undefined ? { iframeHeight } : {}),
  };
  if (key === 'home') {
    const home = obj(t.homeSpecific);
    const buttons = Array.isArray(home.buttons)
      ? home.buttons.flatMap((b) => homeButton(b) ?? [])
      : defaultHomeButtons(webCalling);
    const headerHeight = typeof home.headerHeight === 'number' ? home.headerHeight : undefined;
    out.homeSpecific = {
      ...(typeof home.headerTitle === 'string' ? { headerTitle: home.headerTitle.slice(0, 200) } : {}),
      ...(typeof home.headerDescription === 'string'
        ? { headerDescription: home.headerDescription.slice(0, 500) }
        : {}),
      ...(headerHeight && headerHeight >= 65 && headerHeight <= 600 ? { headerHeight } : {}),
      buttons,
      ...(typeof home.showRecentConvo === 'boolean' ? { showRecentConvo: home.showRecentConvo } : {}),
    };
  }
  return out;
}

/** R-WTB-2, R-WTB-3: the configured tabs (one per key, in order), or the default Home, Chats, FAQ. */
export function readTabs(raw: unknown, webCalling: boolean): TWidgetTab[] {
  const seen = new Set<string>();
  const tabs = Array.isArray(raw)
    ? raw.flatMap((t) => {
        const parsed = tab(t, webCalling);
        if (!parsed || seen.has(parsed.key)) return [];
        seen.add(parsed.key);
        return [parsed];
      })
    : [];
  if (tabs.length > 0) return tabs;
  return TAB_KEYS.map((key) => tab({ key }, webCalling) as TWidgetTab);
}

/** R-WCV-10: customButtonJSON_STRING holds one button or a list; unusable entries are dropped. */
export function readCustomButtons(json: unknown): TCustomButton[] {
  if (typeof json !== 'string' || json.trim() === '' || json.length > 20_000) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  return list.slice(0, 5).flatMap((raw) => {
    const b = obj(raw);
    const type = b.type === 'intent' || b.type === 'link' ? b.type : b.type === 'default' ? 'default' : null;
    const viewValue = text(b.viewValue, 40)?.trim();
    if (!type || !viewValue) return [];
    const rawValue = [b.value, b.intent, b.link, b.url].find((v) => typeof v === 'string' && v.trim());
    const value = type === 'link' ? webUrl(rawValue) : text(rawValue, 200)?.trim();
    const iconLink = webUrl(b.iconLink);
    return [{ type, viewValue, ...(iconLink ? { iconLink } : {}), ...(value ? { value } : {}) }];
  });
}

/** R-WMK-4: extensions by name, rendered sandboxed; names are message types, so they are kept strict. */
export function readExtensions(raw: unknown): TWidgetExtension[] {
  if (!Array.isArray(raw)) return [];
  return raw.slice(0, 20).flatMap((e) => {
    const { name, html } = obj(e);
    if (typeof name !== 'string' || !/^[A-Za-z][\w-]{0,63}$/.test(name)) return [];
    if (typeof html !== 'string' || html.length > 100_000) return [];
    return [{ name, html }];
  });
}

/** The web voice call is available when the agent enabled it in either voice setting. */
export function hasWebCalling(doc: Doc): boolean {
  return (
    obj(obj(doc.voiceConfig).config).enableWebCalling === true || obj(doc.vapiConfig).enableVapiOnWeb === true
  );
}
