// The handoff panel's 'Send an Email' form (R-HND-10, R-HND-12): the visitor's address and message reach
// the team by e-mail (through the mailer: SMTP or the Outbox), and the transcript records it so the inbox
// shows it too. Recipients are the workspace's people — never an address the caller names.
import type { DataContext } from '@parley/db/context';
import { workspaces } from '@parley/db/schema';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import { announce } from '@parley/live/live-bus';
import { isMailAddress, type Mailer, type MailLink } from '@parley/mail/domain/mail';
import { escapeHtml } from '@parley/mail/domain/mail-layout';
import { HANDOFF_MESSAGES } from '@parley/messages/handoff';
import { eq } from 'drizzle-orm';
import { touchConversation } from '../infrastructure/conversation-repo';
import { recordTurns } from './record-turns';

export interface EmailFormInput {
  region: Region;
  agent: { id: string; ownerID: string; title: string };
  userId: string;
  email: string;
  message: string;
  attachments: MailLink[];
  publicUrl: string;
}

export async function sendEmailForm(
  ctx: DataContext,
  mailer: Mailer,
  input: EmailFormInput,
): Promise<{ success: true; message: string }> {
  const email = input.email.trim();
  const message = input.message.trim();
  if (!isMailAddress(email)) throw new AppError('BAD_REQUEST', HANDOFF_MESSAGES.invalidEmail);
  if (!message) throw new AppError('BAD_REQUEST', HANDOFF_MESSAGES.emptyReply);
  const links = input.attachments.filter((a) => a.url.startsWith(`${input.publicUrl}/api/`));
  const { db } = ctx.dbs[input.region];
  const [ws] = await db
    .select({ emails: workspaces.workspaceEmails, email: workspaces.email })
    .from(workspaces)
    .where(eq(workspaces.uid, input.agent.ownerID))
    .limit(1);
  const to = [...new Set([...(ws?.emails ?? []), ...(ws?.email ? [ws.email] : [])])].filter(isMailAddress);
  const key = { agentId: input.agent.id, userId: input.userId };
  // The transcript keeps what the visitor sent, whatever happens to the mail.
  await recordTurns(db, {
    ...key,
    turns: [
      {
        from: 'human',
        messages: [{ type: 'EmailForm', payload: { email, message, attachmentLinks: links } }],
        ts: Date.now(),
      },
    ],
  });
  await touchConversation(db, key, { lastModified: Date.now(), addInteractions: 0, userEmail: email });
  await announce(db, { kind: 'conversation', ...key, region: input.region });
  if (to.length > 0) {
    const url = `${input.publicUrl}/app/${input.region}/agents/${input.agent.id}/convos?conversation=${encodeURIComponent(input.userId)}`;
    await mailer.send(input.region, {
      purpose: 'handoff-email',
      workspaceId: input.agent.ownerID,
      to,
      replyTo: email,
      subject: `A visitor of ${input.agent.title || 'your agent'} wrote to you`,
      html: [
        `<p><b>${escapeHtml(email)}</b> wrote through ${escapeHtml(input.agent.title || 'your agent')}:</p>`,
        ...message.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
        ...links.map(
          (l) => `<p><a href="${escapeHtml(l.url)}">${escapeHtml(l.filename)}</a> (${l.sizeKB} KB)</p>`,
        ),
        `<p><a href="${escapeHtml(url)}">Open the conversation</a></p>`,
      ].join(''),
      links,
    });
  }
  return { success: true, message: HANDOFF_MESSAGES.emailSent };
}
