// GET {fb-api}/fb?doc_id=clients/{id} (R-CLA-20): a client's display name, for the people who work with
// it: its agency's workspace, itself, or a colleague in the same organisation (never anyone else).
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { REGIONS } from '@parley/kernel/regions';
import { ORG_MESSAGES } from '@parley/messages/organisations';
import type { ClientPrincipal } from '@parley/workspaces/domain/client-principal';
import type { Principal } from '@parley/workspaces/domain/principal';
import { findClientById } from '../infrastructure/client-repo';

export async function readClientName(
  ctx: DataContext,
  caller: { principal: Principal | null; client: ClientPrincipal | null },
  clientId: string,
): Promise<{ name: string }> {
  for (const region of REGIONS) {
    const row = await findClientById(ctx.dbs[region].db, clientId);
    if (!row) continue;
    const { principal, client } = caller;
    const workspaceMay =
      principal !== null && principal.kind !== 'agent-secret' && principal.workspaceUid === row.ownerID;
    const clientMay =
      client !== null &&
      !client.blocked &&
      (client.orgId === row.orgId || (client.isAdmin && client.agencyUid === row.ownerID));
    if (workspaceMay || clientMay) return { name: row.name };
    break;
  }
  // Someone else's client reads exactly like a missing one: ids are not probeable.
  throw new AppError('NOT_FOUND', ORG_MESSAGES.clientNotFound);
}
