// R-SHL-7, R-SHL-8: the same e-mail has an account in both regions → a warning, until dismissed.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { REGIONS, type Region } from '@parley/kernel/regions';
import type { Principal } from '@parley/workspaces/domain/principal';
import { hasAccountWithEmail, mergeWorkspaceDoc, readWorkspace } from '../infrastructure/workspace-doc';
import { requireSession } from './onboarding';

/** The regions that hold an account with this e-mail (the spec's GET with an e-mail filter, in both). */
export async function regionsWithEmail(ctx: DataContext, email: string): Promise<Region[]> {
  const found = await Promise.all(REGIONS.map((r) => hasAccountWithEmail(ctx.dbs[r].db, email)));
  return REGIONS.filter((_, i) => found[i]);
}

export async function doubleAccountState(
  ctx: DataContext,
  principal: Principal,
): Promise<{ duplicate: boolean; hidden: boolean; regions: Region[] }> {
  const session = requireSession(principal);
  const regions = await regionsWithEmail(ctx, session.email);
  const workspace = await readWorkspace(ctx.dbs[session.region].db, session.accountId);
  return {
    duplicate: regions.length > 1,
    hidden: workspace?.doc.doubleAccountWarningHidden === true,
    regions,
  };
}

/** hideDoubleAccountWarning(userId, bucket): only the signed-in person, on their own workspace in its region. */
export async function hideDoubleAccountWarning(
  ctx: DataContext,
  principal: Principal,
  args: { userId: string; bucket: Region },
): Promise<{ success: true }> {
  const session = requireSession(principal);
  if (args.userId !== session.accountId || args.bucket !== session.region) {
    throw new AppError('FORBIDDEN', 'You can only change your own workspace.');
  }
  if (
    !(await mergeWorkspaceDoc(ctx.dbs[args.bucket].db, args.userId, { doubleAccountWarningHidden: true }))
  ) {
    throw new AppError('NOT_FOUND', 'Workspace not found.');
  }
  return { success: true };
}
