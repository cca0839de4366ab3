// Every client sign-in path (password, e-mailed code, one-tap link) ends here: a session and the view.
import { toPublicAgency } from '@parley/agencies/application/agency-document';
import { findAgency } from '@parley/agencies/infrastructure/agency-repo';
import type { DataContext } from '@parley/db/context';
import type { Region } from '@parley/kernel/regions';
import type { ClientRow } from '../infrastructure/client-repo';
import type { OrgRow } from '../infrastructure/org-repo';
import { type ClientSessionView, toClientSessionView } from './client-session-view';
import { type StartedClientSession, startClientSession } from './client-sessions';

export type SignedInClient = ClientSessionView & StartedClientSession;

export async function signedIn(
  ctx: DataContext,
  args: { client: ClientRow; org: OrgRow; region: Region; userAgent?: string },
): Promise<SignedInClient> {
  const { db } = ctx.dbs[args.region];
  const session = await startClientSession(db, args.region, { clientId: args.client.id }, args.userAgent);
  const agency = await findAgency(db, args.org.ownerID);
  return {
    ...session,
    ...toClientSessionView(
      args.client,
      args.org,
      args.region,
      agency ? toPublicAgency(agency, args.region) : null,
    ),
  };
}
