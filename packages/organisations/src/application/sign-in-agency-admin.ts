// The agency owner's admin magic link (R-CLA-14): the agency secret opens an admin session over every
// agent of the agency. The secret is exchanged once for a session cookie; regenerating it ends them all.

import { toPublicAgency } from '@parley/agencies/application/agency-document';
import { locateAgencyBySecret } from '@parley/agencies/application/find-agency';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { CLIENT_AUTH_MESSAGES } from '@parley/messages/client-auth';
import { listAgentIdsOfOwner } from '../infrastructure/client-session-repo';
import { type ClientSessionView, toAdminPrincipal, toAdminSessionView } from './client-session-view';
import { type StartedClientSession, startClientSession } from './client-sessions';

export async function signInAgencyAdmin(
  ctx: DataContext,
  args: { secret?: string; userAgent?: string },
): Promise<ClientSessionView & StartedClientSession> {
  const secret = args.secret?.trim() ?? '';
  const located = /^[A-Za-z0-9]{10,64}$/.test(secret) ? await locateAgencyBySecret(ctx, secret) : undefined;
  if (!located) throw new AppError('UNAUTHORIZED', CLIENT_AUTH_MESSAGES.adminSecretInvalid);
  const { row, region } = located;
  const { db } = ctx.dbs[region];
  const session = await startClientSession(db, region, { agencyId: row.id }, args.userAgent);
  const principal = toAdminPrincipal({
    agencyId: row.id,
    agencyName: row.name,
    region,
    agentIds: await listAgentIdsOfOwner(db, row.id),
  });
  return { ...session, ...toAdminSessionView(principal, toPublicAgency(row, region)) };
}
