// R-WSH-9: the header title is truncated at 35 characters.
export const TITLE_MAX_CHARS = 35;

/** Counts characters, not UTF-16 units, so an emoji is never cut in half. */
export function truncateTitle(title: string, max = TITLE_MAX_CHARS): string {
  const chars = Array.from(title);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}...` : title;
}
