// The widget's own configuration (R-AGD-18, R-WTB-1..14, R-WCV custom buttons): its Home, Chats and FAQ
// tabs and the custom footer buttons, as stored on the agent document.
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { z } from 'zod';

/** An address the visitor's browser loads: empty, http(s), or a path on this server. */
const webUrl = z
  .string()
  .max(2048)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v) || /^\/(?!\/)[^\s]*$/.test(v), {
    message: AGENT_MESSAGES.invalidUrl,
  });

export const WIDGET_TAB_KEYS = ['home', 'convos', 'faq'] as const;
export const HOME_BUTTON_KEYS = ['recentConvo', 'liveCall', 'directHandoff', 'askQuestion'] as const;

export const ZHomeButton = z
  .object({
    key: z.enum(HOME_BUTTON_KEYS),
    label: z.string().max(80).optional(),
    show: z.boolean().optional(),
    iconUrl: webUrl.optional(),
    /** askQuestion's chips. */
    iceBreakers: z.array(z.string().trim().min(1).max(200)).max(10).optional(),
  })
  .loose();

/** R-WTB-9: a pixel height, or a CSS length such as 55dvh. */
export const ZIframeHeight = z.union([
  z.number().int().min(50).max(4000),
  z.string().regex(/^\d{2,4}(px|dvh|vh|%)$/, 'Enter a height such as 500, 500px or 55dvh'),
]);

export const ZWidgetTab = z
  .object({
    key: z.enum(WIDGET_TAB_KEYS),
    label: z.string().max(40).optional(),
    iconUrl: webUrl.optional(),
    hide: z.boolean().optional(),
    homeSpecific: z
      .object({
        /** R-WTB-6: {user.name} is replaced with the visitor's name. */
        headerTitle: z.string().max(200).optional(),
        headerDescription: z.string().max(500).optional(),
        headerHeight: z.number().int().min(65).max(1000).optional(),
        buttons: z.array(ZHomeButton).max(HOME_BUTTON_KEYS.length).optional(),
        showRecentConvo: z.boolean().optional(),
      })
      .loose()
      .optional(),
    iframeUrl: webUrl.optional(),
    iframeHeight: ZIframeHeight.optional(),
  })
  .loose();
export type TWidgetTab = z.infer<typeof ZWidgetTab>;

export const ZWidgetTabs = z
  .array(ZWidgetTab)
  .max(WIDGET_TAB_KEYS.length)
  .refine((tabs) => new Set(tabs.map((t) => t.key)).size === tabs.length, {
    message: 'Each tab may appear once.',
  });

export const CUSTOM_BUTTON_TYPES = ['default', 'intent', 'link'] as const;
export const MAX_CUSTOM_BUTTONS = 5;

/** A footer button: 'default' sends its label as the visitor's message, 'intent' an intent, 'link' opens a page. */
export const ZCustomButton = z
  .object({
    type: z.enum(CUSTOM_BUTTON_TYPES),
    viewValue: z.string().trim().min(1, 'Give the button a label.').max(60),
    /** The intent's name, or the link's address. */
    value: z.string().max(2048).optional(),
    iconLink: webUrl.optional(),
  })
  .loose()
  .superRefine((button, ctx) => {
    const value = button.value?.trim() ?? '';
    // The widget's own messages for a button without a target (000 §8).
    if (button.type === 'intent' && value === '')
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Intent value is null' });
    if (button.type === 'link' && value === '')
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Link value is null' });
    if (button.type === 'link' && value !== '' && !/^https?:\/\/[^\s]+$/i.test(value))
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: AGENT_MESSAGES.invalidUrl,
      });
  });
export type TCustomButton = z.infer<typeof ZCustomButton>;

export const ZCustomButtons = z
  .array(ZCustomButton)
  .max(MAX_CUSTOM_BUTTONS, `At most ${MAX_CUSTOM_BUTTONS} buttons.`);

/** customButtonJSON_STRING: '' or a JSON array of buttons; the first problem is the field's message. */
export const ZCustomButtonJsonString = z
  .string()
  .max(20_000)
  .superRefine((text, ctx) => {
    if (text.trim() === '') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Custom buttons must be a JSON list of buttons.' });
      return;
    }
    const result = ZCustomButtons.safeParse(parsed);
    if (!result.success)
      ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'Invalid buttons' });
  });
