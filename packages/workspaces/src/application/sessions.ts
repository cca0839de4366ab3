// Server-side sessions behind the 30-day token cookie (R-ONB-3, R-ONB-4).
import type { DataContext } from '@parley/db/context';
import { newSessionToken } from '@parley/kernel/ids';
import type { Region } from '@parley/kernel/regions';
import type { Principal } from '../domain/principal';
import {
  decodeSessionCookie,
  digestToken,
  encodeSessionCookie,
  SESSION_LIFETIME_MS,
} from '../domain/session-policy';
import { deleteSession, findLiveSession, insertSession } from '../infrastructure/workspace-repo';

export async function startSession(
  ctx: DataContext,
  args: { accountId: string; region: Region; userAgent?: string },
): Promise<{ cookieValue: string; expiresAt: number }> {
  const token = newSessionToken();
  const now = Date.now();
  const expiresAt = now + SESSION_LIFETIME_MS;
  await insertSession(ctx.dbs[args.region].db, {
    tokenDigest: digestToken(token),
    accountId: args.accountId,
    createdAt: now,
    expiresAt,
    userAgent: args.userAgent?.slice(0, 300),
  });
  return { cookieValue: encodeSessionCookie(args.region, token), expiresAt };
}

export async function resolveSession(
  ctx: DataContext,
  cookieValue: string | undefined,
): Promise<Principal | null> {
  const decoded = decodeSessionCookie(cookieValue);
  if (!decoded) return null;
  const found = await findLiveSession(ctx.dbs[decoded.region].db, digestToken(decoded.token), Date.now());
  if (!found) return null;
  return {
    kind: 'session',
    accountId: found.account.id,
    email: found.account.email,
    workspaceUid: found.account.id,
    region: decoded.region,
  };
}

export async function endSession(ctx: DataContext, cookieValue: string | undefined): Promise<void> {
  const decoded = decodeSessionCookie(cookieValue);
  if (decoded) await deleteSession(ctx.dbs[decoded.region].db, digestToken(decoded.token));
}
