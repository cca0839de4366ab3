// Visitor identity passed by the host page through window.Parley.identify().
import type { VisitorIdentity } from './protocol';

const MAX_LENGTH = 200;

/** Keeps only non-blank string name/email, trimmed and capped, whatever the host page passed. */
export function cleanIdentity(input: unknown): VisitorIdentity {
  const out: VisitorIdentity = {};
  for (const key of ['name', 'email'] as const) {
    const value = (input as Record<string, unknown> | null | undefined)?.[key];
    if (typeof value === 'string' && value.trim()) out[key] = value.trim().slice(0, MAX_LENGTH);
  }
  return out;
}
