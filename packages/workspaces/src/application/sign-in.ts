// E-mail + password sign-in; looks in the requested region, or in both (R-REG-4).
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { REGIONS, type Region } from '@parley/kernel/regions';
import { AUTH_MESSAGES } from '@parley/messages/auth';
import { findAccountByEmail, findWorkspace } from '../infrastructure/workspace-repo';
import { verifyPassword } from './passwords';
import type { SignedUp } from './sign-up';

export async function signIn(
  ctx: DataContext,
  args: { email: string; password: string; region?: Region },
): Promise<SignedUp> {
  const email = args.email.trim().toLowerCase();
  for (const region of args.region ? [args.region] : REGIONS) {
    const { db } = ctx.dbs[region];
    const account = await findAccountByEmail(db, email);
    if (!account) continue;
    if (!(await verifyPassword(account.passwordHash, args.password))) break;
    const workspace = await findWorkspace(db, account.id);
    if (!workspace) throw new AppError('INTERNAL', 'Workspace missing for account');
    return {
      accountId: account.id,
      email: account.email,
      displayName: account.displayName,
      region,
      workspace: {
        uid: workspace.uid,
        workspaceSecret: ctx.keyring.open(workspace.workspaceSecretSealed),
        workspaceName: workspace.workspaceName,
      },
    };
  }
  await verifyPassword(undefined, args.password);
  throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.badCredentials);
}
