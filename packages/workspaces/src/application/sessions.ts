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
import { activeWorkspaceOf } from './active-workspace';

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
  const sessionDigest = digestToken(decoded.token);
  const found = await findLiveSession(ctx.dbs[decoded.region].db, sessionDigest, Date.now());
  if (!found) return null;
  const active = await activeWorkspaceOf(
    ctx,
    { id: found.account.id, email: found.account.email, region: decoded.region },
    { uid: found.session.workspaceUid, region: found.session.workspaceRegion },
  );
  return {
    kind: 'session',
    accountId: found.account.id,
    email: found.account.email,
    workspaceUid: active.uid,
    region: active.region,
    accountRegion: decoded.region,
    sessionDigest,
  };
}

export async function endSession(ctx: DataContext, cookieValue: string | undefined): Promise<void> {
  const decoded = decodeSessionCookie(cookieValue);
  if (decoded) await deleteSession(ctx.dbs[decoded.region].db, digestToken(decoded.token));
}
