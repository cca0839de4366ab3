// The scope of an org admin (R-ORG-11, R-CSH-5): the client's own organisation, in the client's region,
// only while the client is an org admin (re-checked on the locked row, so a revoked admin writes nothing).
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { ORG_MESSAGES } from '@parley/messages/organisations';
import type { ClientPrincipal } from '../domain/client-principal';
import { findClientOfOrg } from '../infrastructure/client-repo';
import { findOrganisation } from '../infrastructure/org-repo';
import type { OrgScope } from './org-scope';

export function requireOrgAdmin(client: ClientPrincipal): void {
  if (!client.isOrgAdmin) throw new AppError('FORBIDDEN', ORG_MESSAGES.notAdmin);
}

export async function orgAdminScope(ctx: DataContext, client: ClientPrincipal): Promise<OrgScope> {
  requireOrgAdmin(client);
  const org = await findOrganisation(ctx.dbs[client.region].db, client.orgId);
  if (!org) throw new AppError('NOT_FOUND', ORG_MESSAGES.notFound);
  return {
    region: client.region,
    org,
    actor: { kind: 'client', clientId: client.clientId, orgId: client.orgId, isOrgAdmin: true },
    recheck: async (tx, row) => {
      if (!row) throw new AppError('NOT_FOUND', ORG_MESSAGES.notFound);
      const self = await findClientOfOrg(tx, row.id, client.clientId);
      if (!self?.isOrgAdmin) throw new AppError('FORBIDDEN', ORG_MESSAGES.notAdmin);
      return row;
    },
  };
}
