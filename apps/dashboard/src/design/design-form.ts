// Pure rules of the Design tab: its fields, the primary colour inside customThemeJSONString (R-THM-3,
// R-THM-5) and the config posted to the live preview frame.
import { isSixDigitHex } from '@parley/agent-page/custom-theme';
import { SETTINGS_SECTIONS } from '@parley/agent-page/settings-sections';
import type { FormField } from '../settings/field-input';
import type { Doc, Edits, FieldErrors } from '../settings/settings-form';

export const HEX_COLOUR_MESSAGE = 'Enter a six-digit hex colour like #1c7ed6';

export { isSixDigitHex };

const parseTheme = (json: unknown): Record<string, unknown> => {
  if (typeof json !== 'string' || json === '') return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

/** The primary colour of a customThemeJSONString, '' when there is none. */
export function primaryOf(json: unknown): string {
  const primary = parseTheme(json).primary;
  return typeof primary === 'string' ? primary : '';
}

/** customThemeJSONString with the primary replaced (other keys kept); no primary and nothing else → ''. */
export function withPrimary(json: unknown, primary: string): string {
  const { primary: _old, ...rest } = parseTheme(json);
  const next = primary === '' ? rest : { ...rest, primary };
  return Object.keys(next).length === 0 ? '' : JSON.stringify(next);
}

/** The Design form's own rule on top of the contract: the primary colour is a six-digit hex. */
export function validateDesign(edits: Edits): FieldErrors {
  if (!('customThemeJSONString' in edits)) return {};
  const primary = primaryOf(edits.customThemeJSONString);
  return primary === '' || isSixDigitHex(primary) ? {} : { customThemeJSONString: HEX_COLOUR_MESSAGE };
}

/** What the widget shows, the keys a 'parley:preview' message carries. */
export const PREVIEW_KEYS = [
  'title',
  'description',
  'roundedImageURL',
  'avatarImageUrl',
  'headerImageUrl',
  'bannerImageUrl',
  'chatBgURL',
  'branding',
  'proactiveMessage',
  'buttonsLayout',
  'theme',
  'customThemeJSONString',
  'lang',
] as const;

/**
 * The preview's config: those keys of the local view (draft + edits). A colour being typed that is
 * not six hex digits yet does not apply (R-THM-3): the server's theme stays.
 */
export function previewConfig(local: Doc, server: Doc): Doc {
  const config: Doc = {};
  for (const key of PREVIEW_KEYS) if (local[key] !== undefined) config[key] = local[key];
  const primary = primaryOf(local.customThemeJSONString);
  if (primary !== '' && !isSixDigitHex(primary)) {
    if (server.customThemeJSONString === undefined) delete config.customThemeJSONString;
    else config.customThemeJSONString = server.customThemeJSONString;
  }
  return config;
}

const catalogued = (path: string): FormField => {
  for (const section of SETTINGS_SECTIONS) {
    const field = section.fields.find((f) => f.path === path);
    if (field) return field;
  }
  throw new Error(`${path} is not in the settings catalogue`);
};

export const THEME_GROUP = 'Theme';

export interface DesignGroup {
  label: string;
  fields: FormField[];
}

/** The Design form, grouped as the widget shows it. */
export const DESIGN_GROUPS: DesignGroup[] = [
  {
    label: 'Header',
    fields: [
      { ...catalogued('title'), label: 'Title' },
      catalogued('description'),
      {
        path: 'roundedImageURL',
        label: 'Avatar image',
        description: 'Round picture of the agent in the header and beside its messages.',
        kind: 'url',
      },
      {
        path: 'headerImageUrl',
        label: 'Header image',
        description: 'Picture behind the header.',
        kind: 'url',
      },
    ],
  },
  {
    /** Drawn by the theme editor (theme-editor.tsx): dark-mode toggle, primary colour and palette. */
    label: THEME_GROUP,
    fields: [
      {
        path: 'theme',
        label: 'Dark mode',
        description: 'A dark widget; the palette is reversed.',
        kind: 'segmented',
        options: [
          { value: 'blue-light', label: 'Light' },
          { value: 'blue-dark', label: 'Dark' },
        ],
      },
      {
        path: 'customThemeJSONString',
        label: 'Primary colour',
        description:
          'Header and accent colour, and the palette built from it; empty keeps the built-in blue.',
        kind: 'color',
      },
    ],
  },
  {
    label: 'Messages',
    fields: [
      {
        path: 'proactiveMessage',
        label: 'Proactive message',
        description: 'The bubble beside the launcher that invites visitors to chat.',
        kind: 'textarea',
      },
      catalogued('buttonsLayout'),
      {
        path: 'branding',
        label: 'Branding',
        description: 'The small powered-by line at the bottom of the chat.',
        kind: 'text',
      },
    ],
  },
  {
    label: 'Images',
    fields: [
      {
        path: 'bannerImageUrl',
        label: 'Banner image',
        description: 'Wide picture at the top of the Home tab.',
        kind: 'url',
      },
      {
        path: 'chatBgURL',
        label: 'Chat background',
        description: 'Picture behind the conversation (shown when enabled in Settings → Interface).',
        kind: 'url',
      },
    ],
  },
];

export const DESIGN_FIELDS: FormField[] = DESIGN_GROUPS.flatMap((g) => g.fields);
