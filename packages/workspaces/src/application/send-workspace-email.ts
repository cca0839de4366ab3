// POST /v2/workspaces/{uid}/email (R-WKS-14): a mail to the workspace's own members, its HTML
// sanitised. Only member e-mails may receive it, so the call is not an open relay (docs/spec-deviations.md).
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { sanitizeMailHtml } from '@parley/mail/domain/html-to-text';
import type { MailStatus } from '@parley/mail/domain/mail';
import { WORKSPACE_MESSAGES } from '@parley/messages/workspaces';
import { isWorkspaceMember, uniqueEmails } from '../domain/membership';
import type { Principal } from '../domain/principal';
import type { MailDeps } from './invite-member';
import { requireWorkspaceCaller } from './workspace-caller';

export async function sendWorkspaceEmail(
  ctx: DataContext,
  deps: Pick<MailDeps, 'mailer'>,
  principal: Principal,
  uid: string,
  args: { subject: string; html: string; to: string[] },
): Promise<{ id: number; status: Exclude<MailStatus, 'failed'>; to: string[] }> {
  const { region, row } = await requireWorkspaceCaller(ctx, principal, uid);
  const to = uniqueEmails(args.to);
  const outsiders = to.filter((email) => !isWorkspaceMember(row, email));
  if (outsiders.length > 0)
    throw new AppError('FORBIDDEN', WORKSPACE_MESSAGES.recipientsNotMembers(outsiders));
  const sent = await deps.mailer.send(region, {
    purpose: 'workspace-email',
    workspaceId: row.uid,
    to,
    subject: args.subject,
    html: sanitizeMailHtml(args.html),
    fromName: row.workspaceName,
  });
  if (sent.status === 'failed') throw new AppError('INTERNAL', WORKSPACE_MESSAGES.mailFailed);
  return { id: sent.id, status: sent.status, to };
}
