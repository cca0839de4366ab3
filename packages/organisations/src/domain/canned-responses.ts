// Canned responses and predefined tags of an organisation (R-ORG-12): trimmed, complete, no repeats.
import { CANNED_RESPONSE_LIMITS, ORG_MESSAGES } from '@parley/messages/organisations';

export interface CannedResponse {
  shortCode: string;
  content: string;
}

/** Shortcuts are compared without case or a leading '/', the way agents type them in the chat box. */
const shortCodeKey = (shortCode: string) => shortCode.trim().replace(/^\/+/, '').toLowerCase();

export function normaliseCannedResponses(list: readonly CannedResponse[]): CannedResponse[] {
  return list.map((r) => ({ shortCode: r.shortCode.trim().replace(/^\/+/, ''), content: r.content.trim() }));
}

/** The first broken rule's message, or null. */
export function validateCannedResponses(list: readonly CannedResponse[]): string | null {
  if (list.length > CANNED_RESPONSE_LIMITS.max) {
    return ORG_MESSAGES.cannedResponseTooMany(CANNED_RESPONSE_LIMITS.max);
  }
  const seen = new Set<string>();
  for (const r of list) {
    const key = shortCodeKey(r.shortCode);
    if (!key || !r.content.trim()) return ORG_MESSAGES.cannedResponseIncomplete;
    if (seen.has(key)) return ORG_MESSAGES.cannedResponseDuplicate(r.shortCode.trim());
    seen.add(key);
  }
  return null;
}

/** Predefined tags: trimmed, blanks dropped, the first spelling of a tag kept (case-insensitive). */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}
