// Visitor identity passed by the host page through window.Parley.identify().
import type { VisitorIdentity } from './protocol';

const MAX_LENGTH = 200;

/** Keeps only non-blank string name/email, trimmed and capped, whatever the host page passed. */
export function cleanIdentity(input: unknown): VisitorIdentity {
  const out: VisitorIdentity = {};
  if (typeof input !== 'object' || input === null) return out;
  const { name, email } = input as Record<string, unknown>;
  if (typeof name === 'string' && name.trim()) out.name = name.trim().slice(0, MAX_LENGTH);
  if (typeof email === 'string' && email.trim()) out.email = email.trim().slice(0, MAX_LENGTH);
  return out;
}
