// The agent document (R-AGD-14..19) as the REST call shape POST/GET /api/v2/agents/{agentId}.
// Known fields are typed; unknown fields are kept (the document is open, merge-written).

import { AGENT_MESSAGES } from '@parley/messages/agents';
import { z } from 'zod';
import { ZCustomButtonJsonString, ZWidgetTabs } from './widget-tabs';

/** A web address a visitor's browser will load: empty, an http(s) URL, or a path on this server. */
const webUrl = z
  .string()
  .max(2048)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v) || /^\/(?!\/)[^\s]*$/.test(v), {
    message: AGENT_MESSAGES.invalidUrl,
  });
const ms = z.number().int().min(0).max(60_000);

export const ZAgentPlatform = z.enum(['vg', 'vf', 'oai-assistants']);

export const ZVgOptions = z
  .object({
    maxChunkSize: z.number().int().min(1000, AGENT_MESSAGES.maxChunkSize).max(100_000).optional(),
    showSources: z.boolean().optional(),
    handoffTimeout: z.number().int().min(1).max(86_400).optional(),
  })
  .loose();

export const ZAgentNodeType = z.enum(['start', 'note', 'default', 'end']);

/** A flow branch: a visitor message with one of `keywords` (whole word, any case) moves to `next`. */
export const ZAgentNodeCondition = z
  .object({
    label: z.string().max(200).optional(),
    keywords: z.array(z.string().max(100)).max(50),
    next: z.string().max(64),
  })
  .loose();

/** A flow node (R-AGD-15); the known fields are typed, anything else the editors add is kept. */
export const ZAgentNode = z
  .object({
    id: z.string().max(64),
    type: ZAgentNodeType,
    data: z
      .object({
        title: z.string().max(200).optional(),
        /** Appended to the system prompt for the turn spent on this node (LLM responder). */
        prompt: z.string().max(10_000).optional(),
        /** Sent as a bot text message when the flow reaches this node. */
        message: z.string().max(5_000).optional(),
        conditions: z.array(ZAgentNodeCondition).max(20).optional(),
        /** Where the flow goes when no condition matches. */
        next: z.string().max(64).optional(),
      })
      .loose()
      .optional(),
    position: z.object({ x: z.number(), y: z.number() }).optional(),
  })
  .loose();
export type TAgentNode = z.infer<typeof ZAgentNode>;
export type TAgentNodeType = z.infer<typeof ZAgentNodeType>;

export const ZAgentDoc = z
  .object({
    ID: z
      .string()
      .regex(/^[A-Za-z0-9_-]{6,64}$/)
      .optional(),
    title: z.string().max(200).optional(),
    agentPlatform: ZAgentPlatform.optional(),
    description: z.string().max(2000).optional(),
    theme: z
      .string()
      .regex(/^blue-(light|dark)$/)
      .optional(),
    customThemeJSONString: z.string().max(10_000).optional(),
    roundedImageURL: webUrl.optional(),
    avatarImageUrl: webUrl.optional(),
    headerImageUrl: webUrl.optional(),
    bannerImageUrl: webUrl.optional(),
    chatBgURL: webUrl.optional(),
    branding: z.string().max(500).optional(),
    proactiveMessage: z.string().max(2000).optional(),
    messageDelayMS: ms.optional(),
    maxTokensUsage: z.number().min(0).optional(),
    lang: z.string().max(16).optional(),
    recordChatHistory: z.boolean().optional(),
    smartInit: z.boolean().optional(),
    UIhandoffTitle: z.string().max(200).optional(),
    UIhandoffSubtitle: z.string().max(200).optional(),
    disabled: z.boolean().optional(),
    enableNodes: z.boolean().optional(),
    nodes: z.array(ZAgentNode).max(500).optional(),
    buttonsLayout: z.string().max(32).optional(),
    model: z.string().max(200).optional(),
    temperature: z.number().min(0).max(2).optional(),
    maxTokens: z.number().int().min(1).max(200_000).optional(),
    systemPrompt: z.string().max(100_000).optional(),
    initPrompt: z.string().max(20_000).optional(),
    initMessages: z.array(z.string().max(2000)).max(20).optional(),
    vgOptions: ZVgOptions.optional(),
    ADVANCED_customCSS: z.string().max(100_000).optional(),
    // Widget and behaviour settings (R-AGD-14, R-AGD-15, R-AGD-18), edited on the settings tab.
    ui: z
      .object({ widgetType: z.enum(['chat', 'tabs']).optional(), bgImageVisible: z.boolean().optional() })
      .loose()
      .optional(),
    limits: z
      .object({ maxInteractionsPerUserId: z.number().int().min(1).max(1_000_000).nullable().optional() })
      .loose()
      .optional(),
    fontFamily: z.string().max(200).optional(),
    scrollAnimation: z.boolean().optional(),
    disableSmoothScroll: z.boolean().optional(),
    enableQuickFileUpload: z.boolean().optional(),
    enableAudioSupport: z.boolean().optional(),
    soundEffectEnabled: z.boolean().optional(),
    soundEffectUrl: webUrl.optional(),
    disableNoReplyListener: z.boolean().optional(),
    enableVGHandoff: z.boolean().optional(),
    alwaysShowHandoff: z.boolean().optional(),
    fixedHandoffPopup: z.boolean().optional(),
    manualControl: z.boolean().optional(),
    delayBeforeSubmit: ms.optional(),
    chatForget: z.boolean().optional(),
    autoStartWidget: z.boolean().optional(),
    syncBrowser: z.boolean().optional(),
    listenForUrlChanges: z.boolean().optional(),
    disableRating: z.boolean().optional(),
    enableUIEngine: z.boolean().optional(),
    // The widget's Home/Chats/FAQ tabs and footer buttons (R-AGD-18).
    tabs: ZWidgetTabs.optional(),
    customButtonJSON_STRING: ZCustomButtonJsonString.optional(),
    VF_DIALOGUE_API_KEY: z.string().max(500).optional(),
    SECRET_API_KEY: z.string().max(200).optional(),
    lastModified: z.number().optional(),
  })
  .loose();
export type TAgentDoc = z.infer<typeof ZAgentDoc>;

export const AGENT_TEMPLATE_IDS = [
  'customer-support',
  'real-estate-agent',
  'health-care-agent',
  'confirm-email',
  'make-appointment',
  'blank-template',
  'game-npc',
] as const;
export const ZAgentTemplateId = z.enum(AGENT_TEMPLATE_IDS);
export type TAgentTemplateId = z.infer<typeof ZAgentTemplateId>;

export const ZAgentSummary = z.object({
  ID: z.string(),
  title: z.string(),
  description: z.string(),
  agentPlatform: z.string(),
  roundedImageURL: z.string().optional(),
  lastModified: z.number(),
  enableNodes: z.boolean(),
});
export type TAgentSummary = z.infer<typeof ZAgentSummary>;
