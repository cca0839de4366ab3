// One-tap sign-in links (R-CLA-6, R-CLA-16): the agency owner e-mails a client a link whose token is
// validated once (validateClientLoginToken) and opens a session.
import { agencySender } from '@parley/agencies/application/sending-domain';
import { findAgency } from '@parley/agencies/infrastructure/agency-repo';
import type { TClientUser } from '@parley/contract/organisations';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { randomId } from '@parley/kernel/ids';
import { REGIONS, type Region } from '@parley/kernel/regions';
import type { Mailer, SentMail } from '@parley/mail/domain/mail';
import { renderMail } from '@parley/mail/domain/mail-layout';
import { CLIENT_AUTH_MESSAGES, LOGIN_LINK_LIFETIME_MS } from '@parley/messages/client-auth';
import { ORG_MESSAGES } from '@parley/messages/organisations';
import type { Principal } from '@parley/workspaces/domain/principal';
import { findClientById, findClientOfOrg } from '../infrastructure/client-repo';
import { consumeToken, findLiveTokenByDigest, insertLoginToken } from '../infrastructure/login-token-repo';
import { findOrganisation } from '../infrastructure/org-repo';
import { type SignedInClient, signedIn } from './client-sign-in-result';
import { toClientUser } from './org-document';
import { requireOwnedOrg } from './require-owned-org';

const linkMaterial = (token: string) => `login-link:${token}`;

export async function sendClientLoginLink(
  ctx: DataContext,
  mailer: Mailer,
  principal: Principal,
  args: { region?: Region; orgId: string; clientId: string; publicUrl: string },
): Promise<{ success: true; message: string; data: { clientData: TClientUser; sendEmailRes: SentMail } }> {
  const { region, org } = await requireOwnedOrg(ctx, principal, args);
  const { db } = ctx.dbs[region];
  const client = await findClientOfOrg(db, org.id, args.clientId);
  if (!client) throw new AppError('NOT_FOUND', ORG_MESSAGES.clientNotFound);
  const token = randomId(43);
  const now = Date.now();
  await insertLoginToken(db, {
    kind: 'client-link',
    clientId: client.id,
    digest: ctx.keyring.digest(linkMaterial(token)),
    createdAt: now,
    expiresAt: now + LOGIN_LINK_LIFETIME_MS,
  });
  const agency = await findAgency(db, org.ownerID);
  const url = `${args.publicUrl}/client/login?token=${token}`;
  const { html, text } = renderMail({
    title: `Your ${agency?.name ?? 'client'} dashboard`,
    paragraphs: [
      `Hello ${client.name},`,
      `You have access to the ${org.name} dashboard. Sign in with one tap:`,
    ],
    action: { label: 'Sign in', url },
    footer: 'The link works once and expires in 7 days. Afterwards, sign in with your e-mail address.',
  });
  const sendEmailRes = await mailer.send(region, {
    purpose: 'client-login-link',
    workspaceId: org.ownerID,
    to: [client.email],
    subject: `Sign in to ${agency?.name ?? 'your dashboard'}`,
    html,
    text,
    ...agencySender(agency),
  });
  return {
    success: true,
    message: CLIENT_AUTH_MESSAGES.linkSent(client.email),
    data: { clientData: toClientUser(client), sendEmailRes },
  };
}

/** validateClientLoginToken (R-CLA-6): once only; any failure reads the same. */
export async function signInWithLink(
  ctx: DataContext,
  args: { token?: string; userAgent?: string },
  now = Date.now(),
): Promise<SignedInClient> {
  const token = args.token?.trim() ?? '';
  if (!/^[A-Za-z0-9]{43}$/.test(token)) throw new AppError('UNAUTHORIZED', CLIENT_AUTH_MESSAGES.linkInvalid);
  const digest = ctx.keyring.digest(linkMaterial(token));
  for (const region of REGIONS) {
    const { db } = ctx.dbs[region];
    const live = await findLiveTokenByDigest(db, digest, 'client-link', now);
    if (!live) continue;
    if (!(await consumeToken(db, live.id, now))) break;
    const client = await findClientInRegion(ctx, region, live.clientId);
    if (!client) break;
    return signedIn(ctx, { ...client, region, userAgent: args.userAgent });
  }
  throw new AppError('UNAUTHORIZED', CLIENT_AUTH_MESSAGES.linkInvalid);
}

async function findClientInRegion(ctx: DataContext, region: Region, clientId: string) {
  const { db } = ctx.dbs[region];
  const client = await findClientById(db, clientId);
  if (!client) return undefined;
  const org = await findOrganisation(db, client.orgId);
  return org ? { client, org } : undefined;
}
