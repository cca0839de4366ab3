// Which addresses a message may link to or load (never javascript:, data:, vbscript:, relative paths).

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const MEDIA_PROTOCOLS = new Set(['http:', 'https:']);

function parse(raw: string, allowed: Set<string>): string | null {
  // Browsers drop ASCII controls and whitespace inside a scheme ('java\tscript:'), so do we before judging it.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const value = raw.replace(/[\u0000-\u001F\u007F\s]+/g, '');
  if (!value || value.length > 2048) return null;
  const withScheme = /^www\./i.test(value) ? `https://${value}` : value;
  try {
    const url = new URL(withScheme);
    return allowed.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** A link target: http(s), mailto or tel; null for anything else. */
export const safeLinkUrl = (raw: string) => parse(raw, LINK_PROTOCOLS);

/** An image, audio or frame source: http(s) only. */
export const safeMediaUrl = (raw: unknown) => (typeof raw === 'string' ? parse(raw, MEDIA_PROTOCOLS) : null);
