// What the rest of Parley hands to the mailer, and what it gets back.

export interface MailLink {
  filename: string;
  sizeKB: number;
  url: string;
}

export interface OutgoingMail {
  /** Why it is sent, e.g. 'workspace-invite', 'client-login-code' (shown in the outbox, used by tests). */
  purpose: string;
  /** The workspace the mail is sent for; its owner sees it in the outbox. */
  workspaceId?: string | null;
  to: string[];
  subject: string;
  html: string;
  /** Plain-text alternative; derived from the HTML when absent. */
  text?: string;
  replyTo?: string;
  /** A display name to send under (the address stays MAIL_FROM's unless fromAddress is given). */
  fromName?: string;
  /** A verified sending address of the sender's own domain (an agency's), instead of MAIL_FROM's. */
  fromAddress?: string;
  /** Files linked from the mail (uploads), listed in the outbox. */
  links?: MailLink[];
}

export type MailStatus = 'stored' | 'sent' | 'failed';

export interface SentMail {
  id: number;
  status: MailStatus;
  error?: string;
}

/** Sends mail for one region's outbox. Delivery failures are recorded, never thrown. */
export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(region: import('@parley/kernel/regions').Region, mail: OutgoingMail): Promise<SentMail>;
}

/** A loose but honest address check: one @, a dot in the domain, no spaces or angle brackets. */
export function isMailAddress(value: string): boolean {
  return /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/.test(value) && value.length <= 320;
}
