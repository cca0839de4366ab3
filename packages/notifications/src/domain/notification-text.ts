// R-NTF-8: titles and bodies are cut at 50 characters wherever a notification is shown.

export const NOTIFICATION_TEXT_MAX = 50;
/** What is stored: enough for the e-mail, bounded so a long message cannot bloat every row. */
export const NOTIFICATION_STORED_MAX = 500;

/** Whole characters (never half a surrogate pair), an ellipsis when cut. */
export function cutNotificationText(text: string, max: number = NOTIFICATION_TEXT_MAX): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** Stored text: control characters folded to spaces, bounded to NOTIFICATION_STORED_MAX. */
export function storedNotificationText(text: string): string {
  const clean = Array.from(text)
    .map((c) => (isControl(c) ? ' ' : c))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
  return Array.from(clean).slice(0, NOTIFICATION_STORED_MAX).join('');
}

/** C0 controls and DEL (line breaks, NUL…), which have no place in a one-line notification. */
function isControl(c: string): boolean {
  const code = c.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
}
