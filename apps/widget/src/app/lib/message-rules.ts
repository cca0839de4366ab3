// What a message is and how its text shows (R-WMK-1..9, R-WMK-13, R-WMK-15).
import type { TMessage } from '@parley/contract/chat';

/** R-WMK-3: kinds the runtime uses that a visitor never sees. */
const INVISIBLE = new Set(['GetBrowserData', 'SetRuntime', 'no-reply', 'stealth']);

export const isInvisibleKind = (type: string) => INVISIBLE.has(type);

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

export const payloadOf = (m: TMessage) => record(m.payload ?? m.item);

/** The text a message carries: a string payload/item, or its `message` / `text` / `query` field. */
export function textOf(m: TMessage): string | null {
  for (const carrier of [m.payload, m.item]) {
    if (typeof carrier === 'string') return carrier;
    const c = record(carrier);
    for (const key of ['message', 'text', 'query'] as const) {
      if (typeof c[key] === 'string') return c[key] as string;
    }
  }
  return null;
}

export type InfoVariant = 'primary' | 'default' | 'danger' | 'success';
const VARIANTS: readonly InfoVariant[] = ['primary', 'default', 'danger', 'success'];

/** R-WMK-2: 'info' with payload.variant, or the typed forms 'info:success', 'info:danger', 'info:default'. */
export function infoVariantOf(m: TMessage): InfoVariant | null {
  const [base, typed] = m.type.split(':');
  if (base !== 'info') return null;
  const wanted = typed ?? payloadOf(m).variant;
  return VARIANTS.find((v) => v === wanted) ?? 'default';
}

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/g;
const LETTER = /\p{L}/gu;

/** R-WMK-6: text written mostly in Arabic script reads right to left. */
export function isArabicScript(text: string): boolean {
  const letters = text.match(LETTER)?.length ?? 0;
  const arabic = text.match(ARABIC)?.length ?? 0;
  return letters > 0 && arabic * 2 >= letters;
}

/** Cuts at `max` characters (not UTF-16 units), adding an ellipsis. R-WMK-8 150, R-WMK-9 100, R-WMK-11 500. */
export function truncateChars(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : text;
}

export const SHORT_MODE_CHARS = 150;
export const DEBUG_PREVIEW_CHARS = 100;
export const CARD_DESCRIPTION_CHARS = 500;
export const BANNER_DESCRIPTION_CHARS = 350;

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|bmp|webp|svg)$/i;
/** Storage paths that hold images whatever their name: upload folders and image-typed downloads. */
const IMAGE_PATH_HINT = /\/(images?|img|photos?|avatars?)\/|[?&](alt=media&.*)?(content-?type|mime)=image/i;

/** R-WMK-13: an image by its extension or by a storage-path hint. */
export function isImageUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return IMAGE_EXTENSION.test(parsed.pathname) || IMAGE_PATH_HINT.test(parsed.pathname + parsed.search);
  } catch {
    return false;
  }
}

/** R-WMK-7: a stored message's feedback, as the badge to show. */
export function feedbackOf(m: TMessage): 'positive' | 'negative' | null {
  const raw = (m as { feedback?: unknown }).feedback ?? payloadOf(m).feedback;
  if (raw === 'positive' || raw === true || raw === 1 || raw === 'Positive') return 'positive';
  if (raw === 'negative' || raw === false || raw === -1 || raw === 'Negative') return 'negative';
  return null;
}
