// '+ New Workspace' (R-SHL-9): a non-personal workspace owned by the account, with its own uid and secret.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { newWorkspaceSecret, newWorkspaceUid } from '@parley/kernel/ids';
import { REGION_INFO, type Region } from '@parley/kernel/regions';
import { unixSeconds } from '@parley/kernel/time';
import { WORKSPACE_MESSAGES } from '@parley/messages/workspaces';
import { normaliseEmail } from '../domain/membership';
import { accountRegionOf, type SessionPrincipal } from '../domain/principal';
import { findAccountById, insertWorkspace } from '../infrastructure/workspace-repo';
import { toWorkspaceSummary, type WorkspaceSummary } from './workspace-view';

export const WORKSPACE_NAME_MAX = 100;

/** R-WKS-8: a name is required; ours: at most 100 characters. */
export function checkWorkspaceName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new AppError('BAD_REQUEST', WORKSPACE_MESSAGES.nameRequired);
  if (trimmed.length > WORKSPACE_NAME_MAX) throw new AppError('BAD_REQUEST', WORKSPACE_MESSAGES.nameTooLong);
  return trimmed;
}

export async function createWorkspace(
  ctx: DataContext,
  p: SessionPrincipal,
  args: { workspaceName: string; region: Region },
): Promise<WorkspaceSummary> {
  const workspaceName = checkWorkspaceName(args.workspaceName);
  const account = await findAccountById(ctx.dbs[accountRegionOf(p)].db, p.accountId);
  if (!account) throw new AppError('UNAUTHORIZED', WORKSPACE_MESSAGES.notFound);
  const secret = newWorkspaceSecret();
  const email = normaliseEmail(account.email);
  const row = {
    uid: newWorkspaceUid(),
    ownerID: account.id,
    email,
    displayName: account.displayName,
    workspaceName,
    workspaceSecretSealed: ctx.keyring.seal(secret),
    workspaceSecretDigest: ctx.keyring.digest(secret),
    workspaceEmails: [email],
    workspacePhotoURL: null,
    location: REGION_INFO[args.region].location,
    joinedAt: unixSeconds(),
    loadTokens: 0,
    doc: { hasEverPaid: false, internal: {} },
  };
  await insertWorkspace(ctx.dbs[args.region].db, row);
  return toWorkspaceSummary({ ...row }, args.region, account.id);
}
