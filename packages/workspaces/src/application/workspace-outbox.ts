// The workspace's outbox (every mail sent for it, in both regions), for its owner: this is how
// invitations and login codes are read on a machine without SMTP.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { REGIONS, type Region } from '@parley/kernel/regions';
import { findOutboxRow, listOutbox, type OutboxRow } from '@parley/mail/infrastructure/outbox-repo';
import { WORKSPACE_MESSAGES } from '@parley/messages/workspaces';
import { mergeOutboxPages, type OutboxCursor } from '../domain/outbox-page';
import type { SessionPrincipal } from '../domain/principal';
import { requireOwnedActiveWorkspace } from './workspace-access';

export interface OutboxItem {
  region: Region;
  id: number;
  purpose: string;
  subject: string;
  to: string[];
  status: string;
  error: string | null;
  createdAt: number;
  sentAt: number | null;
}

const toItem = (row: OutboxRow & { region: Region }): OutboxItem => ({
  region: row.region,
  id: row.id,
  purpose: row.purpose,
  subject: row.subject,
  to: row.to,
  status: row.status,
  error: row.error,
  createdAt: row.createdAt,
  sentAt: row.sentAt,
});

export async function listWorkspaceOutbox(
  ctx: DataContext,
  p: SessionPrincipal,
  args: { limit: number; cursor?: OutboxCursor },
): Promise<{ items: OutboxItem[]; cursor: OutboxCursor; hasMore: boolean }> {
  const { row } = await requireOwnedActiveWorkspace(ctx, p);
  const fetched = await Promise.all(
    REGIONS.map(async (region) => ({
      region,
      rows: await listOutbox(ctx.dbs[region].db, row.uid, {
        limit: args.limit + 1,
        before: args.cursor?.[region],
      }),
    })),
  );
  const page = mergeOutboxPages(fetched, args.limit, args.cursor);
  return { items: page.items.map(toItem), cursor: page.cursor, hasMore: page.hasMore };
}

export async function readWorkspaceMail(
  ctx: DataContext,
  p: SessionPrincipal,
  args: { region: Region; id: number },
) {
  const { row: ws } = await requireOwnedActiveWorkspace(ctx, p);
  const row = await findOutboxRow(ctx.dbs[args.region].db, args.id);
  if (!row || row.workspaceId !== ws.uid) throw new AppError('NOT_FOUND', WORKSPACE_MESSAGES.mailNotFound);
  return {
    ...toItem({ ...row, region: args.region }),
    from: row.from,
    replyTo: row.replyTo,
    html: row.html,
    text: row.text,
    transport: row.transport,
    attachments: row.attachments,
  };
}
