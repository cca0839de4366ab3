// GET /api/agents/{id}/widget-config: what the widget may know of an agent (R-AGD-14, R-AGD-18).
// Display settings only: never secrets, prompts, channel credentials or usage figures.
import { z } from 'zod';

export const ZWidgetTabKey = z.enum(['home', 'convos', 'faq']);
export type TWidgetTabKey = z.infer<typeof ZWidgetTabKey>;

/** R-WTB-8: a Home button; askQuestion carries icebreaker chips. */
export const ZHomeButton = z.object({
  key: z.enum(['recentConvo', 'liveCall', 'directHandoff', 'askQuestion']),
  label: z.string(),
  show: z.boolean(),
  iconUrl: z.string().optional(),
  iceBreakers: z.array(z.string()),
});
export type THomeButton = z.infer<typeof ZHomeButton>;

/** R-WTB-2, R-AGD-18: one tab of ui.widgetType 'tabs'. */
export const ZWidgetTab = z.object({
  key: ZWidgetTabKey,
  label: z.string(),
  iconUrl: z.string().optional(),
  hide: z.boolean(),
  homeSpecific: z
    .object({
      headerTitle: z.string().optional(),
      headerDescription: z.string().optional(),
      headerHeight: z.number().optional(),
      buttons: z.array(ZHomeButton),
      showRecentConvo: z.boolean().optional(),
    })
    .optional(),
  iframeUrl: z.string().optional(),
  /** Pixels, or a CSS length such as '55dvh' (R-WTB-9). */
  iframeHeight: z.union([z.number(), z.string()]).optional(),
});
export type TWidgetTab = z.infer<typeof ZWidgetTab>;

/** R-WCV-10: customButtonJSON_STRING, parsed; `value` is the intent name or the link. */
export const ZCustomButton = z.object({
  type: z.enum(['default', 'intent', 'link']),
  viewValue: z.string(),
  iconLink: z.string().optional(),
  value: z.string().optional(),
});
export type TCustomButton = z.infer<typeof ZCustomButton>;

/** R-WMK-4: a named extension renders messages of its name inside a sandboxed frame. */
export const ZWidgetExtension = z.object({ name: z.string(), html: z.string() });
export type TWidgetExtension = z.infer<typeof ZWidgetExtension>;

export const ZWidgetConfig = z.object({
  ID: z.string(),
  title: z.string(),
  description: z.string(),
  theme: z.string(),
  lang: z.string(),
  proactiveMessage: z.string(),
  branding: z.string(),
  roundedImageURL: z.string().optional(),
  avatarImageUrl: z.string().optional(),
  bannerImageUrl: z.string().optional(),
  headerImageUrl: z.string().optional(),
  chatBgURL: z.string().optional(),
  customThemeJSONString: z.string().optional(),
  messageDelayMS: z.number(),
  disabled: z.boolean(),
  /** R-WSH-7: the agent's token allowance is used up; the widget shows 'Tokens Consumed'. */
  tokensConsumed: z.boolean(),
  autoStartWidget: z.boolean(),
  syncBrowser: z.boolean(),
  listenForUrlChanges: z.boolean(),
  /** R-IAPI-6: no follow-up after a no-reply message's timeout. */
  disableNoReplyListener: z.boolean(),
  buttonsLayout: z.string().optional(),
  agentPlatform: z.string(),
  region: z.enum(['eu', 'na']),
  ui: z.object({ widgetType: z.enum(['chat', 'tabs']), bgImageVisible: z.boolean() }),
  tabs: z.array(ZWidgetTab),
  customButtons: z.array(ZCustomButton),
  enableQuickFileUpload: z.boolean(),
  enableAudioSupport: z.boolean(),
  enableVGHandoff: z.boolean(),
  alwaysShowHandoff: z.boolean(),
  fixedHandoffPopup: z.boolean(),
  manualControl: z.boolean(),
  UIhandoffTitle: z.string(),
  UIhandoffSubtitle: z.string(),
  soundEffectEnabled: z.boolean(),
  soundEffectUrl: z.string().optional(),
  delayBeforeSubmit: z.number(),
  disableRating: z.boolean(),
  disableSmoothScroll: z.boolean(),
  fontFamily: z.string().optional(),
  /** ADVANCED_customCSS: the owner's CSS for the chat frame. */
  customCSS: z.string().optional(),
  /** The web voice call is set up (voiceConfig.config.enableWebCalling or vapiConfig.enableVapiOnWeb). */
  webCalling: z.boolean(),
  extensions: z.array(ZWidgetExtension),
  /** The language the widget speaks: the agent's lang, or the caller's `lang` for 'automatic'. */
  language: z.string(),
  /** That language's phrases, when asked for with `phrases=1` and it is not English. */
  phrases: z.record(z.string(), z.string()).optional(),
  /** The loader's three labels in that language. */
  labels: z.object({ openChat: z.string(), closeChat: z.string(), frameTitle: z.string() }),
});
export type TWidgetConfig = z.infer<typeof ZWidgetConfig>;
