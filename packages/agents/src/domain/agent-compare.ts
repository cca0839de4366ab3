// Whether two agent documents are the same version (R-VER-12), and the deep equality it rests on.
import { isPlainObject } from '@parley/kernel/deep-merge';

/** R-VER-12: Publish compares local and server data ignoring these top-level fields. */
export const VERSION_IGNORED_FIELDS = ['lastModified', 'ts', 'ownerID', 'userId'] as const;

/** Structural equality of JSON-like values; a key holding undefined counts as absent. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => deepEqual(item, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!deepEqual(a[key], b[key])) return false;
    return true;
  }
  return false;
}

export function omitKeys(doc: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const copy = { ...doc };
  for (const key of keys) delete copy[key];
  return copy;
}

export function isSameAgentVersion(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return deepEqual(omitKeys(a, VERSION_IGNORED_FIELDS), omitKeys(b, VERSION_IGNORED_FIELDS));
}
