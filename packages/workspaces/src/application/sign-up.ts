// Workspace sign-up: one account and its personal workspace (uid = account id), in one region.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { defaultWorkspaceName, newWorkspaceSecret, newWorkspaceUid } from '@parley/kernel/ids';
import { REGION_INFO, type Region } from '@parley/kernel/regions';
import { unixSeconds } from '@parley/kernel/time';
import { AUTH_MESSAGES } from '@parley/messages/auth';
import { findAccountByEmail, insertAccountWithWorkspace } from '../infrastructure/workspace-repo';
import { hashPassword } from './passwords';

export interface SignUpArgs {
  email: string;
  password: string;
  displayName: string;
  region: Region;
  /** What the new workspace starts with beyond the defaults (credits, document fields; R-ONB-*). */
  initial?: { loadTokens?: number; doc?: Record<string, unknown> };
}

export interface SignedUp {
  accountId: string;
  email: string;
  displayName: string;
  region: Region;
  workspace: { uid: string; workspaceSecret: string; workspaceName: string };
}

export async function signUp(ctx: DataContext, args: SignUpArgs): Promise<SignedUp> {
  const { db } = ctx.dbs[args.region];
  const email = args.email.trim().toLowerCase();
  if (await findAccountByEmail(db, email)) throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken);

  const uid = newWorkspaceUid();
  const workspaceSecret = newWorkspaceSecret();
  const workspaceName = defaultWorkspaceName();
  const now = Date.now();
  try {
    await insertAccountWithWorkspace(
      db,
      {
        id: uid,
        email,
        passwordHash: await hashPassword(args.password),
        displayName: args.displayName,
        createdAt: now,
      },
      {
        uid,
        ownerID: uid,
        email,
        displayName: args.displayName,
        workspaceName,
        workspaceSecretSealed: ctx.keyring.seal(workspaceSecret),
        workspaceSecretDigest: ctx.keyring.digest(workspaceSecret),
        workspaceEmails: [email],
        location: REGION_INFO[args.region].location,
        joinedAt: unixSeconds(new Date(now)),
        loadTokens: args.initial?.loadTokens ?? 0,
        doc: {
          showOnboarding: false,
          hasEverPaid: false,
          doubleAccountWarningHidden: false,
          internal: {},
          ...args.initial?.doc,
        },
      },
    );
  } catch (error) {
    // Two concurrent sign-ups with one e-mail: the unique index decides, the loser gets the same answer.
    if (String((error as { cause?: unknown }).cause ?? error).includes('accounts_email_key')) {
      throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken);
    }
    throw error;
  }
  return {
    accountId: uid,
    email,
    displayName: args.displayName,
    region: args.region,
    workspace: { uid, workspaceSecret, workspaceName },
  };
}
