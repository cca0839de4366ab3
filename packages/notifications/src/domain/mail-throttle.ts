// At most one notification e-mail per conversation per recipient every few minutes: a visitor typing
// ten messages must not become ten e-mails.

export const MAIL_QUIET_MS = 5 * 60_000;

/**
 * `previousAt` is when this recipient was last notified about the same conversation (any level,
 * any channel), or null. A mail goes out only after the conversation was quiet for MAIL_QUIET_MS.
 */
export function mayMail(previousAt: number | null, now: number): boolean {
  return previousAt === null || now - previousAt >= MAIL_QUIET_MS;
}
