// The workspace log (R-EVT-1): entries posted by agents, integrations or the workspace itself.
// Only a caller authenticated as the workspace may have the entry e-mailed to its members.
import type { DataContext } from '@parley/db/context';
import { agents } from '@parley/db/schema';
import { AppError } from '@parley/kernel/errors';
import { REGIONS, type Region } from '@parley/kernel/regions';
import { isMailAddress, type Mailer } from '@parley/mail/domain/mail';
import { renderMail } from '@parley/mail/domain/mail-layout';
import { EVENT_MESSAGES } from '@parley/messages/events';
import { and, eq } from 'drizzle-orm';
import { insertLog, type LogRow, listLogs } from '../infrastructure/log-repo';
import { findHookWorkspace } from '../infrastructure/workspace-doc-repo';
import { emitWorkspaceEvent } from './emit-workspace-event';
import type { WorkspaceRef } from './hook-settings';

export interface LogInput {
  userId: string;
  agentId?: string | null;
  type: string;
  content: string;
  channel?: string | null;
  metadata?: Record<string, unknown>;
  withEmail?: boolean;
  region?: Region;
}

/** Who posts: the workspace itself (session, workspace secret, one of its agents' keys) or anyone. */
export type LogCaller = { authenticated: true } | { authenticated: false };

export interface LogView {
  id: number;
  agentId: string | null;
  type: string;
  content: string;
  channel: string | null;
  metadata: Record<string, unknown>;
  withEmail: boolean;
  createdAt: number;
}

export const toLogView = (row: LogRow): LogView => ({
  id: row.id,
  agentId: row.agentId,
  type: row.type,
  content: row.content,
  channel: row.channel,
  metadata: row.metadata,
  withEmail: row.withEmail,
  createdAt: row.createdAt,
});

async function locateWorkspace(ctx: DataContext, uid: string, region?: Region) {
  for (const r of region ? [region] : REGIONS) {
    const workspace = await findHookWorkspace(ctx.dbs[r].db, uid);
    if (workspace) return { region: r, workspace };
  }
  return null;
}

async function isAgentOf(ctx: DataContext, region: Region, workspaceUid: string, agentId: string) {
  const rows = await ctx.dbs[region].db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.id, agentId), eq(agents.ownerID, workspaceUid)))
    .limit(1);
  return rows.length > 0;
}

export async function appendWorkspaceLog(
  deps: { ctx: DataContext; mailer: Mailer; publicUrl: string },
  caller: LogCaller,
  input: LogInput,
): Promise<{ success: true; id: number }> {
  const found = await locateWorkspace(deps.ctx, input.userId, input.region);
  // Without credentials the post must name one of the workspace's agents (the widget's case).
  const allowed =
    found &&
    (caller.authenticated ||
      (input.agentId && (await isAgentOf(deps.ctx, found.region, input.userId, input.agentId))));
  if (!found || !allowed) throw new AppError('NOT_FOUND', EVENT_MESSAGES.logRefused);
  const { region, workspace } = found;
  const withEmail = caller.authenticated && input.withEmail === true;
  const row = await insertLog(deps.ctx.dbs[region].db, {
    workspaceId: workspace.uid,
    agentId: input.agentId ?? null,
    type: input.type,
    content: input.content,
    channel: input.channel ?? null,
    metadata: input.metadata ?? {},
    withEmail,
    createdAt: Date.now(),
  });
  await emitWorkspaceEvent(deps.ctx, {
    region,
    workspaceId: workspace.uid,
    type: 'workspace_log',
    payload: { ...toLogView(row) },
  });
  if (withEmail) {
    const { html, text } = renderMail({
      title: `Workspace log: ${input.type}`,
      paragraphs: [input.content],
      action: { label: 'Open the workspace log', url: `${deps.publicUrl}/app/${region}/events` },
      footer: [input.agentId && `Agent ${input.agentId}`, input.channel && `Channel ${input.channel}`]
        .filter(Boolean)
        .join(' · '),
    });
    const to = [...new Set([workspace.email, ...workspace.workspaceEmails])].filter(isMailAddress);
    for (const address of to) {
      await deps.mailer.send(region, {
        purpose: 'workspace-log',
        workspaceId: workspace.uid,
        to: [address],
        subject: `Workspace log: ${input.type}`,
        html,
        text,
      });
    }
  }
  return { success: true, id: row.id };
}

export async function listWorkspaceLogs(
  ctx: DataContext,
  ref: WorkspaceRef,
  args: { limit: number; before?: number },
): Promise<LogView[]> {
  return (await listLogs(ctx.dbs[ref.region].db, ref.workspaceUid, args)).map(toLogView);
}
