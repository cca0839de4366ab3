// The mailer: records every mail in the region's outbox, then delivers it over SMTP when SMTP_URL
// is set (nodemailer). Without SMTP the mail stays in the outbox, which the dashboard shows.
import type { RegionDatabases } from '@parley/db/regions';
import type { Region } from '@parley/kernel/regions';
import nodemailer, { type Transporter } from 'nodemailer';
import { htmlToText } from '../domain/html-to-text';
import { isMailAddress, type Mailer, type OutgoingMail, type SentMail } from '../domain/mail';
import { insertOutboxRow, markOutboxRow } from './outbox-repo';

export interface MailerOptions {
  dbs: RegionDatabases;
  /** smtp://user:pass@host:port or smtps://…; unset keeps mail in the outbox only. */
  smtpUrl?: string;
  /** The sender address, e.g. 'Parley <no-reply@example.com>'. */
  from: string;
  /** Called when SMTP delivery fails (the failure is recorded on the row either way). */
  onError?: (error: unknown, mail: OutgoingMail) => void;
}

/** `Name <address>` with the name's quotes and angle brackets removed. */
function withDisplayName(from: string, name?: string, ownAddress?: string): string {
  if (!name && !ownAddress) return from;
  const address = ownAddress ?? /<([^>]+)>/.exec(from)?.[1] ?? from;
  if (!name) return address;
  const clean = name
    .replace(/["<>\r\n]/g, '')
    .trim()
    .slice(0, 80);
  return clean ? `"${clean}" <${address}>` : from;
}

export function createMailer(options: MailerOptions): Mailer & { close(): void } {
  const transporter: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : null;

  async function send(region: Region, mail: OutgoingMail): Promise<SentMail> {
    const to = [...new Set(mail.to.map((a) => a.trim().toLowerCase()))];
    if (to.length === 0 || !to.every(isMailAddress))
      throw new Error(`invalid recipients: ${mail.to.join(', ')}`);
    if (mail.replyTo && !isMailAddress(mail.replyTo)) throw new Error(`invalid reply-to: ${mail.replyTo}`);
    const { db } = options.dbs[region];
    if (mail.fromAddress && !isMailAddress(mail.fromAddress))
      throw new Error(`invalid sender: ${mail.fromAddress}`);
    const from = withDisplayName(options.from, mail.fromName, mail.fromAddress);
    const text = mail.text ?? htmlToText(mail.html);
    const subject = mail.subject.replace(/[\r\n]+/g, ' ').slice(0, 300);
    const id = await insertOutboxRow(db, {
      workspaceId: mail.workspaceId ?? null,
      purpose: mail.purpose,
      from,
      to,
      replyTo: mail.replyTo ?? null,
      subject,
      html: mail.html,
      text,
      attachments: (mail.links ?? []).map((l) => ({ ...l })),
      status: transporter ? 'failed' : 'stored',
      transport: transporter ? 'smtp' : 'outbox',
      error: transporter ? 'not attempted yet' : null,
      createdAt: Date.now(),
    });
    if (!transporter) return { id, status: 'stored' };
    try {
      const info = await transporter.sendMail({
        from,
        to,
        replyTo: mail.replyTo,
        subject,
        html: mail.html,
        text,
      });
      await markOutboxRow(db, id, {
        status: 'sent',
        messageId: info.messageId,
        error: null,
        sentAt: Date.now(),
      });
      return { id, status: 'sent' };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await markOutboxRow(db, id, { status: 'failed', error: message.slice(0, 1000) });
      options.onError?.(error, mail);
      return { id, status: 'failed', error: message };
    }
  }

  return { transport: transporter ? 'smtp' : 'outbox', send, close: () => transporter?.close() };
}
