// Client feedback (R-CSH-9..13): a message with attachment links to the agency's support address (and
// the operator's developer address when set), only where the agency sends from its own domain.
import { toPublicAgency } from '@parley/agencies/application/agency-document';
import { agencySender } from '@parley/agencies/application/sending-domain';
import { findAgency } from '@parley/agencies/infrastructure/agency-repo';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import type { Mailer, MailLink } from '@parley/mail/domain/mail';
import { escapeHtml } from '@parley/mail/domain/mail-layout';
import { CLIENT_AUTH_MESSAGES } from '@parley/messages/client-auth';
import type { ClientPrincipal } from '../domain/client-principal';

export interface FeedbackInput {
  agencyId: string;
  subject?: string;
  message: string;
  attachments: MailLink[];
  /** Where uploads may come from: links outside the server are refused. */
  publicUrl: string;
  developerEmail?: string;
}

export async function sendFeedback(
  ctx: DataContext,
  mailer: Mailer,
  client: ClientPrincipal,
  input: FeedbackInput,
): Promise<{ success: true; message: string }> {
  if (client.agencyUid !== input.agencyId)
    throw new AppError('FORBIDDEN', CLIENT_AUTH_MESSAGES.feedbackUnavailable);
  const { db } = ctx.dbs[client.region];
  const agency = await findAgency(db, input.agencyId);
  const support = agency ? toPublicAgency(agency, client.region) : null;
  if (!agency || !support?.hasSendingDomain || !support.supportEmail)
    throw new AppError('FORBIDDEN', CLIENT_AUTH_MESSAGES.feedbackUnavailable);
  const text = input.message.trim();
  if (!text) throw new AppError('BAD_REQUEST', CLIENT_AUTH_MESSAGES.feedbackEmpty);
  const links = input.attachments.filter((a) => a.url.startsWith(`${input.publicUrl}/api/uploads/`));

  const from = client.isAdmin ? `${agency.name} (admin)` : `${client.name} <${client.email}>`;
  const html = [
    `<p><b>Feedback from ${escapeHtml(from)}</b></p>`,
    ...text.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    ...(links.length
      ? [
          '<p>Attachments:</p><ul>',
          ...links.map(
            (a) => `<li><a href="${escapeHtml(a.url)}">${escapeHtml(a.filename)}</a> (${a.sizeKB} KB)</li>`,
          ),
          '</ul>',
        ]
      : []),
  ].join('');
  await mailer.send(client.region, {
    purpose: 'client-feedback',
    workspaceId: agency.id,
    to: [support.supportEmail, ...(input.developerEmail ? [input.developerEmail] : [])],
    replyTo: client.isAdmin || !client.email ? undefined : client.email,
    subject: input.subject?.trim() || `Feedback from ${client.isAdmin ? agency.name : client.name}`,
    html,
    links,
    ...agencySender(agency),
  });
  // R-CSH-12: the spec shows 'Feedback sent!' even when sending fails. Here the mail is always kept in
  // the outbox first, so the feedback is never lost even if delivery fails later.
  return { success: true, message: CLIENT_AUTH_MESSAGES.feedbackSent };
}
