// The public subset of an agent the widget may see: never secrets, prompts, channel credentials or usage.
import type { AgentRow } from '@parley/agents/infrastructure/agent-repo';
import type { TWidgetConfig } from '@parley/contract/widget-config';
import type { Region } from '@parley/kernel/regions';
import { CATALOGUE } from '@parley/widget-i18n/catalogue';
import { resolveWidgetLanguage } from '@parley/widget-i18n/languages';
import { hasWebCalling, readCustomButtons, readExtensions, readTabs, webUrl } from './widget-config-parts';

const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const optStr = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const bool = (v: unknown) => v === true;
const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

export interface WidgetConfigOptions {
  /** The visitor's browser languages, for an agent whose lang is 'automatic'. */
  browserLangs?: readonly string[];
  /** Include the language's phrases (the frame asks; the loader does not need them). */
  withPhrases?: boolean;
}

/** R-WSH-7, as the runtime checks it before a reply: an allowance set and used up. */
const tokensConsumed = (d: Record<string, unknown>) => {
  const max = num(d.maxTokensUsage, 0);
  return max > 0 && num(d.tokensUsage, 0) >= max;
};

export function toWidgetConfig(
  row: AgentRow,
  region: Region,
  options: WidgetConfigOptions = {},
): TWidgetConfig {
  const d = row.doc;
  const lang = str(d.lang, 'en');
  const language = resolveWidgetLanguage(lang, options.browserLangs ?? []);
  const phrases = CATALOGUE[language];
  const webCalling = hasWebCalling(d);
  const ui = obj(d.ui);
  return {
    ID: row.id,
    title: row.title,
    description: str(d.description),
    theme: str(d.theme, 'blue-dark'),
    lang,
    proactiveMessage: str(d.proactiveMessage),
    branding: str(d.branding),
    roundedImageURL: webUrl(d.roundedImageURL),
    avatarImageUrl: webUrl(d.avatarImageUrl),
    bannerImageUrl: webUrl(d.bannerImageUrl),
    headerImageUrl: webUrl(d.headerImageUrl),
    chatBgURL: webUrl(d.chatBgURL),
    customThemeJSONString: optStr(d.customThemeJSONString),
    messageDelayMS: num(d.messageDelayMS, 1000),
    disabled: bool(d.disabled),
    tokensConsumed: tokensConsumed(d),
    autoStartWidget: bool(d.autoStartWidget),
    syncBrowser: bool(d.syncBrowser),
    listenForUrlChanges: bool(d.listenForUrlChanges),
    disableNoReplyListener: bool(d.disableNoReplyListener),
    buttonsLayout: optStr(d.buttonsLayout),
    agentPlatform: row.agentPlatform,
    region,
    ui: {
      widgetType: ui.widgetType === 'tabs' ? 'tabs' : 'chat',
      bgImageVisible: ui.bgImageVisible !== false,
    },
    tabs: readTabs(d.tabs, webCalling),
    customButtons: readCustomButtons(d.customButtonJSON_STRING),
    enableQuickFileUpload: bool(d.enableQuickFileUpload),
    enableAudioSupport: bool(d.enableAudioSupport),
    enableVGHandoff: bool(d.enableVGHandoff),
    alwaysShowHandoff: bool(d.alwaysShowHandoff),
    fixedHandoffPopup: bool(d.fixedHandoffPopup),
    manualControl: bool(d.manualControl),
    UIhandoffTitle: str(d.UIhandoffTitle, 'Support Team'),
    UIhandoffSubtitle: str(d.UIhandoffSubtitle, 'We reply within minutes ⚡'),
    soundEffectEnabled: bool(d.soundEffectEnabled),
    soundEffectUrl: webUrl(d.soundEffectUrl),
    delayBeforeSubmit: Math.min(Math.max(num(d.delayBeforeSubmit, 0), 0), 60_000),
    disableRating: bool(d.disableRating),
    disableSmoothScroll: bool(d.disableSmoothScroll),
    fontFamily: optStr(str(d.fontFamily).slice(0, 200)),
    customCSS: optStr(str(d.ADVANCED_customCSS).slice(0, 100_000)),
    webCalling,
    extensions: readExtensions(d.extensions),
    language,
    ...(options.withPhrases && language !== 'en' ? { phrases } : {}),
    labels: { openChat: phrases.openChat, closeChat: phrases.closeChat, frameTitle: phrases.frameTitle },
  };
}
