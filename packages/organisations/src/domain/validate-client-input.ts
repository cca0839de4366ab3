// Add/Edit User rules (R-ORG-4): name, e-mail and password required, a plausible e-mail, section paths.
import { AUTH_MESSAGES } from '@parley/messages/auth';
import { ORG_MESSAGES } from '@parley/messages/organisations';

export interface ClientInput {
  name?: string;
  email?: string;
  /** Absent on an edit that keeps the current password. */
  password?: string;
  canAccess?: string[];
}

// Ours: the spec gives no message for a malformed section path.
export const invalidAccessPath = ORG_MESSAGES.invalidAccessPath;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** '/home', '/convos', '/c/slug': one or more lower-case, digit, '-' or '_' segments. */
const ACCESS_PATH = /^(\/[a-z0-9][a-z0-9_-]*)+$/i;

export const isAccessPath = (path: string) => ACCESS_PATH.test(path);
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * The first broken rule's message, or null. `requirePassword` is false on an edit, where a
 * missing password means "keep it" (an empty one is still refused).
 */
export function validateClientInput(
  input: ClientInput,
  options: { requirePassword: boolean },
): string | null {
  const blank = (v: string | undefined) => v === undefined || v.trim() === '';
  const passwordMissing = options.requirePassword ? blank(input.password) : input.password?.trim() === '';
  if (blank(input.name) || blank(input.email) || passwordMissing) return ORG_MESSAGES.fillAllFields;
  if (!EMAIL.test(input.email!.trim())) return AUTH_MESSAGES.invalidEmail;
  const badPath = input.canAccess?.find((p) => !isAccessPath(p));
  if (badPath !== undefined) return invalidAccessPath(badPath);
  return null;
}
