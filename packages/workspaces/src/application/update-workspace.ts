// Workspace settings (R-WKS-8, R-WKS-11): name and logo, owner only.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { WORKSPACE_MESSAGES } from '@parley/messages/workspaces';
import type { SessionPrincipal } from '../domain/principal';
import { updateWorkspaceRow } from '../infrastructure/workspace-repo';
import { checkWorkspaceName } from './create-workspace';
import { requireOwnedActiveWorkspace } from './workspace-access';
import { toWorkspaceSummary, type WorkspaceSummary } from './workspace-view';

/** A logo is an uploaded file's address (POST /api/uploads) or any other http(s) image address. */
export function checkPhotoUrl(url: string | null | undefined): string | null | undefined {
  if (url === undefined || url === null) return url;
  const trimmed = url.trim();
  if (!trimmed) return null;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    throw new AppError('BAD_REQUEST', WORKSPACE_MESSAGES.invalidPhotoUrl);
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || trimmed.length > 2048) {
    throw new AppError('BAD_REQUEST', WORKSPACE_MESSAGES.invalidPhotoUrl);
  }
  return parsed.toString();
}

export async function updateWorkspace(
  ctx: DataContext,
  p: SessionPrincipal,
  args: { workspaceName: string; workspacePhotoURL?: string | null },
): Promise<WorkspaceSummary> {
  const { region, row } = await requireOwnedActiveWorkspace(ctx, p);
  const patch = {
    workspaceName: checkWorkspaceName(args.workspaceName),
    ...(args.workspacePhotoURL !== undefined && { workspacePhotoURL: checkPhotoUrl(args.workspacePhotoURL) }),
  };
  await updateWorkspaceRow(ctx.dbs[region].db, row.uid, patch);
  return toWorkspaceSummary({ ...row, ...patch }, region, p.accountId);
}

/** The workspace's bearer secret (R-WKS-15), shown to its owner for REST calls. */
export async function readWorkspaceSecret(ctx: DataContext, p: SessionPrincipal): Promise<string> {
  const { row } = await requireOwnedActiveWorkspace(ctx, p);
  return ctx.keyring.open(row.workspaceSecretSealed);
}
