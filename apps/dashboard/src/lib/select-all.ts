// R-CSH-14: the 'Select All' rule of a checkbox list, apart from its looks.

export type SelectAllState = 'all' | 'some' | 'none';

export function selectAllState(options: readonly string[], value: readonly string[]): SelectAllState {
  const selected = options.filter((o) => value.includes(o)).length;
  if (options.length > 0 && selected === options.length) return 'all';
  return selected > 0 ? 'some' : 'none';
}

/**
 * Pressing 'Select All': everything when anything is missing, nothing when all were selected. Values
 * that are not among the options (kept from elsewhere) survive either way.
 */
export function toggleSelectAll(options: readonly string[], value: readonly string[]): string[] {
  const outside = value.filter((v) => !options.includes(v));
  return selectAllState(options, value) === 'all' ? outside : [...outside, ...options];
}
