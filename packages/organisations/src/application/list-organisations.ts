// The caller's organisations in one region, newest first, each with its number of client users.
import type { TOrgSummary } from '@parley/contract/organisations';
import type { DataContext } from '@parley/db/context';
import type { Region } from '@parley/kernel/regions';
import type { Principal } from '@parley/workspaces/domain/principal';
import { listOrganisationsOfOwner } from '../infrastructure/org-repo';
import { toOrgDocument } from './org-document';
import { regionOf, requireOwnerSession } from './require-owned-org';

export async function listOrganisations(
  ctx: DataContext,
  principal: Principal,
  args: { region?: Region } = {},
): Promise<TOrgSummary[]> {
  const owner = requireOwnerSession(principal);
  const rows = await listOrganisationsOfOwner(
    ctx.dbs[regionOf(principal, args.region)].db,
    owner.workspaceUid,
  );
  return rows.map(({ clientCount, ...row }) => ({ ...toOrgDocument(row), clientCount }));
}
