// Small text rules shared by lists and the shell.

/** R-SHL-12: names are truncated at 20 characters. */
export const NAME_MAX_CHARS = 20;

export function truncateName(name: string, max: number = NAME_MAX_CHARS): string {
  const chars = Array.from(name.trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** One or two letters for an avatar: "Parley Demo Agent" → "PD". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((w) => Array.from(w)[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}
