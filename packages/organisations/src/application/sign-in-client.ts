// Client password sign-in (R-CLA-7, R-CLA-8, R-CLA-11..13, R-ORG-14). A blocked client still gets a
// session, so the dashboard can show the blocking modal with Log Out.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { newSessionToken } from '@parley/kernel/ids';
import { REGIONS, type Region } from '@parley/kernel/regions';
import { CLIENT_AUTH_MESSAGES } from '@parley/messages/client-auth';
import { verifyPassword } from '@parley/workspaces/application/passwords';
import {
  digestToken,
  encodeSessionCookie,
  SESSION_LIFETIME_MS,
} from '@parley/workspaces/domain/session-policy';
import { type ClientRow, findClientByEmail } from '../infrastructure/client-repo';
import { insertClientSession } from '../infrastructure/client-session-repo';
import { findOrganisation } from '../infrastructure/org-repo';
import { type ClientSessionView, toClientSessionView } from './client-session-view';

export interface SignInClientArgs {
  email?: string;
  password?: string;
  userAgent?: string;
}

export interface SignedInClient extends ClientSessionView {
  /** The cookie value (`region.token`); only its digest is stored. */
  token: string;
  expiresAt: number;
}

async function findClientInAnyRegion(
  ctx: DataContext,
  email: string,
): Promise<{ client: ClientRow; region: Region } | undefined> {
  for (const region of REGIONS) {
    const client = await findClientByEmail(ctx.dbs[region].db, email);
    if (client) return { client, region };
  }
  return undefined;
}

export async function signInClient(ctx: DataContext, args: SignInClientArgs): Promise<SignedInClient> {
  const email = args.email?.trim().toLowerCase() ?? '';
  const password = args.password ?? '';
  if (!email || !password) throw new AppError('BAD_REQUEST', CLIENT_AUTH_MESSAGES.emailAndPasswordRequired);

  const found = await findClientInAnyRegion(ctx, email);
  // Verified even without a match (against a dummy hash) so both failures take about as long.
  const passwordOk = await verifyPassword(found?.client.passwordHash, password);
  if (!found) throw new AppError('NOT_FOUND', CLIENT_AUTH_MESSAGES.emailNotFound);
  if (!passwordOk) throw new AppError('UNAUTHORIZED', CLIENT_AUTH_MESSAGES.wrongPassword);

  const { client, region } = found;
  const { db } = ctx.dbs[region];
  const org = await findOrganisation(db, client.orgId);
  if (!org) throw new AppError('NOT_FOUND', CLIENT_AUTH_MESSAGES.emailNotFound);

  const token = newSessionToken();
  const now = Date.now();
  const expiresAt = now + SESSION_LIFETIME_MS;
  await insertClientSession(db, {
    tokenDigest: digestToken(token),
    clientId: client.id,
    createdAt: now,
    expiresAt,
    userAgent: args.userAgent?.slice(0, 300),
  });
  return {
    token: encodeSessionCookie(region, token),
    expiresAt,
    ...toClientSessionView(client, org, region),
  };
}
