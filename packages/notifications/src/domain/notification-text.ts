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
  const clean = Array.from(text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim());
  return clean.slice(0, NOTIFICATION_STORED_MAX).join('');
}
