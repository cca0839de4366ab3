// Users of an org admin's organisation (R-ORG-11, R-CSH-5): list, add and edit, within the organisation's
// agents and sections, never granting the root-only flags.
import type { TOrgAdminAddUserInput, TOrgAdminUpdateUserInput } from '@parley/contract/org-admin';
import type { TClientUser } from '@parley/contract/organisations';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import type { ClientPrincipal } from '../domain/client-principal';
import { type OrgAdminChange, orgAdminRefusal } from '../domain/org-admin-limits';
import type { ClientRow } from '../infrastructure/client-repo';
import { listClientRowsOfOrg } from '../infrastructure/client-repo';
import { type ClientUserFields, insertClientInScope } from './add-client-user';
import { grantableSections } from './org-admin-about';
import { orgAdminScope } from './org-admin-scope';
import { toClientUser } from './org-document';
import type { OrgScope } from './org-scope';
import { requireClientOf, updateClientInScope } from './update-client-user';

export async function listOrgUsers(ctx: DataContext, client: ClientPrincipal): Promise<TClientUser[]> {
  const { region, org } = await orgAdminScope(ctx, client);
  return (await listClientRowsOfOrg(ctx.dbs[region].db, org.id)).map(toClientUser);
}

/** Refuses what an org admin may not change; the root-only flags (unchanged) are then dropped. */
function withinOrgAdminLimits(
  scope: OrgScope,
  client: ClientPrincipal,
  input: OrgAdminChange & ClientUserFields,
  current?: ClientRow,
): ClientUserFields {
  const grantable = { agents: scope.org.widgetIDs, sections: grantableSections(scope.org, client) };
  const refusal = orgAdminRefusal(input, grantable, current);
  if (refusal) throw new AppError(refusal.code, refusal.message);
  const { isOrgAdmin: _admin, allowCreateAgents: _create, ...fields } = input;
  return fields;
}

export async function addOrgUser(
  ctx: DataContext,
  client: ClientPrincipal,
  input: TOrgAdminAddUserInput,
): Promise<TClientUser> {
  const scope = await orgAdminScope(ctx, client);
  return insertClientInScope(ctx, scope, withinOrgAdminLimits(scope, client, input));
}

export async function updateOrgUser(
  ctx: DataContext,
  client: ClientPrincipal,
  input: TOrgAdminUpdateUserInput,
): Promise<TClientUser> {
  const scope = await orgAdminScope(ctx, client);
  const current = await requireClientOf(ctx, scope, input.clientId);
  const { clientId: _id, ...change } = input;
  return updateClientInScope(ctx, scope, current, withinOrgAdminLimits(scope, client, change, current));
}
