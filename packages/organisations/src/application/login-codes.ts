// 'Email Login Code' (R-CLA-3, R-CLA-4, R-CLA-15): a six-digit code by e-mail, single use, ten minutes,
// five tries, five requests per quarter hour; the code signs the client in (never a password, see
// docs/spec-deviations.md on ssoClient).
import { agencySender } from '@parley/agencies/application/sending-domain';
import { findAgency } from '@parley/agencies/infrastructure/agency-repo';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import type { Mailer } from '@parley/mail/domain/mail';
import { renderMail } from '@parley/mail/domain/mail-layout';
import { CLIENT_AUTH_MESSAGES, LOGIN_CODE } from '@parley/messages/client-auth';
import { codeMaterial, newLoginCode, normaliseCode, sameDigest } from '../domain/login-code';
import {
  consumeToken,
  countFailedAttempt,
  countRecentTokens,
  insertLoginToken,
  newestLiveToken,
  retireUnusedTokens,
} from '../infrastructure/login-token-repo';
import { findOrganisation } from '../infrastructure/org-repo';
import { type SignedInClient, signedIn } from './client-sign-in-result';
import { findClientInAnyRegion } from './find-client';

async function requireClient(ctx: DataContext, rawEmail?: string) {
  const email = rawEmail?.trim().toLowerCase() ?? '';
  if (!email) throw new AppError('BAD_REQUEST', CLIENT_AUTH_MESSAGES.emailAndPasswordRequired);
  const found = await findClientInAnyRegion(ctx, email);
  if (!found) throw new AppError('NOT_FOUND', CLIENT_AUTH_MESSAGES.emailNotFound);
  const org = await findOrganisation(ctx.dbs[found.region].db, found.client.orgId);
  if (!org) throw new AppError('NOT_FOUND', CLIENT_AUTH_MESSAGES.emailNotFound);
  return { ...found, org };
}

export async function requestLoginCode(
  ctx: DataContext,
  mailer: Mailer,
  args: { email?: string },
  now = Date.now(),
): Promise<{ sent: true; message: string }> {
  const { client, org, region } = await requireClient(ctx, args.email);
  const { db } = ctx.dbs[region];
  if (
    (await countRecentTokens(db, client.id, 'client-code', now - LOGIN_CODE.windowMs)) >=
    LOGIN_CODE.maxPerWindow
  )
    throw new AppError('TOO_MANY_REQUESTS', CLIENT_AUTH_MESSAGES.tooManyCodes);

  const code = newLoginCode();
  await db.transaction(async (tx) => {
    await retireUnusedTokens(tx, client.id, 'client-code', now);
    await insertLoginToken(tx, {
      kind: 'client-code',
      clientId: client.id,
      digest: ctx.keyring.digest(codeMaterial(client.id, code)),
      createdAt: now,
      expiresAt: now + LOGIN_CODE.lifetimeMs,
    });
  });
  const agency = await findAgency(db, org.ownerID);
  const { html, text } = renderMail({
    title: 'Your login code',
    paragraphs: [`Hello ${client.name},`, `Use this code to sign in to ${agency?.name ?? 'your dashboard'}:`],
    code,
    footer:
      'The code works once and expires in 10 minutes. If you did not ask for it, you can ignore this e-mail.',
  });
  await mailer.send(region, {
    purpose: 'client-login-code',
    workspaceId: org.ownerID,
    to: [client.email],
    subject: `Your login code: ${code}`,
    html,
    text,
    ...agencySender(agency),
  });
  return { sent: true, message: CLIENT_AUTH_MESSAGES.codeSent(client.email) };
}

export async function signInWithCode(
  ctx: DataContext,
  args: { email?: string; code?: string; userAgent?: string },
  now = Date.now(),
): Promise<SignedInClient> {
  const code = normaliseCode(args.code ?? '');
  if (!code) throw new AppError('BAD_REQUEST', CLIENT_AUTH_MESSAGES.codeRequired);
  const { client, org, region } = await requireClient(ctx, args.email);
  const { db } = ctx.dbs[region];
  const live = await newestLiveToken(db, client.id, 'client-code', now);
  if (!live || live.attempts >= LOGIN_CODE.maxAttempts)
    throw new AppError('UNAUTHORIZED', CLIENT_AUTH_MESSAGES.codeExpired);
  if (!sameDigest(live.digest, ctx.keyring.digest(codeMaterial(client.id, code)))) {
    await countFailedAttempt(db, live.id);
    throw new AppError('UNAUTHORIZED', CLIENT_AUTH_MESSAGES.codeWrong);
  }
  if (!(await consumeToken(db, live.id, now)))
    throw new AppError('UNAUTHORIZED', CLIENT_AUTH_MESSAGES.codeExpired);
  return signedIn(ctx, { client, org, region, userAgent: args.userAgent });
}
