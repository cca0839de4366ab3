// R-ONB-5 tokenToUser(token, createAccount): a workspace (by its secret, or its signed-in owner) asks
// for a one-time sign-in token for its owner; the token is exchanged once, within five minutes, for
// a session. Meta sign-in, which the spec builds on this, is not part of Parley (docs/spec-deviations.md).
import type { DataContext } from '@parley/db/context';
import { workspaces } from '@parley/db/schema';
import { AppError } from '@parley/kernel/errors';
import { randomId } from '@parley/kernel/ids';
import type { Region } from '@parley/kernel/regions';
import { ONBOARDING_MESSAGES } from '@parley/messages/onboarding';
import type { Principal } from '@parley/workspaces/domain/principal';
import { findAccountById } from '@parley/workspaces/infrastructure/workspace-repo';
import { and, eq, sql } from 'drizzle-orm';
import {
  CUSTOM_TOKEN_TTL_MS,
  decodeCustomToken,
  digestCustomToken,
  encodeCustomToken,
} from '../domain/custom-token';
import { mergeWorkspaceDoc, readWorkspace } from '../infrastructure/workspace-doc';

export async function createCustomSignInToken(
  ctx: DataContext,
  principal: Principal,
  nowMs = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  if (principal.kind === 'agent-secret')
    throw new AppError('FORBIDDEN', ONBOARDING_MESSAGES.tokenNeedsWorkspace);
  const { db } = ctx.dbs[principal.region];
  const workspace = await readWorkspace(db, principal.workspaceUid);
  // The token signs in the owner's account, held with its personal workspace (uid = account id).
  if (!workspace || !(await findAccountById(db, workspace.ownerID))) {
    throw new AppError('NOT_FOUND', ONBOARDING_MESSAGES.tokenNeedsWorkspace);
  }
  const token = encodeCustomToken(principal.region, workspace.ownerID, randomId(40));
  const expiresAt = nowMs + CUSTOM_TOKEN_TTL_MS;
  await mergeWorkspaceDoc(db, workspace.ownerID, {
    customSignIn: { digest: digestCustomToken(token), expiresAt },
  });
  return { token, expiresAt };
}

/**
 * Consumes the token in one conditional update (so two exchanges cannot both succeed) and returns
 * the account to start a session for. createAccount is accepted for the spec's shape; tokens are
 * only ever issued for existing accounts, so there is nothing to create.
 */
export async function tokenToUser(
  ctx: DataContext,
  args: { token: string; createAccount?: boolean },
  nowMs = Date.now(),
): Promise<{ accountId: string; region: Region }> {
  const decoded = decodeCustomToken(args.token);
  if (!decoded) throw new AppError('UNAUTHORIZED', ONBOARDING_MESSAGES.tokenInvalid);
  const { db } = ctx.dbs[decoded.region];
  const used = await db
    .update(workspaces)
    .set({ doc: sql`${workspaces.doc} - 'customSignIn'` })
    .where(
      and(
        eq(workspaces.uid, decoded.uid),
        sql`${workspaces.doc}->'customSignIn'->>'digest' = ${digestCustomToken(args.token)}`,
        sql`(${workspaces.doc}->'customSignIn'->>'expiresAt')::bigint > ${nowMs}`,
      ),
    )
    .returning({ uid: workspaces.uid });
  if (used.length === 0 || !(await findAccountById(db, decoded.uid))) {
    throw new AppError('UNAUTHORIZED', ONBOARDING_MESSAGES.tokenInvalid);
  }
  return { accountId: decoded.uid, region: decoded.region };
}
