// The organisation an owner procedure acts on: in the given region, owned by the caller's workspace.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import { ORG_MESSAGES } from '@parley/messages/organisations';
import type { Principal } from '@parley/workspaces/domain/principal';
import { findOrganisation, type OrgRow, type Tx } from '../infrastructure/org-repo';
import { inScopeTransaction, type OrgScope } from './org-scope';

export interface OrgRef {
  /** Where the organisation lives; the principal's region by default. */
  region?: Region;
  orgId: string;
}

export type OwnerSession = Extract<Principal, { kind: 'session' }>;

/** Only a signed-in person of the agency workspace manages its organisations (not API keys). */
export function requireOwnerSession(principal: Principal): OwnerSession {
  if (principal.kind !== 'session') throw new AppError('FORBIDDEN', ORG_MESSAGES.onlyRootAdmin);
  return principal;
}

export const regionOf = (principal: Principal, region?: Region): Region => region ?? principal.region;

function checkOwner(principal: Principal, row: OrgRow | undefined): OrgRow {
  if (!row) throw new AppError('NOT_FOUND', ORG_MESSAGES.notFound);
  if (principal.kind !== 'session' || principal.workspaceUid !== row.ownerID) {
    throw new AppError('FORBIDDEN', ORG_MESSAGES.onlyRootAdmin);
  }
  return row;
}

/** Missing → NOT_FOUND; another workspace's or not a session → FORBIDDEN. Nothing is written. */
export async function requireOwnedOrg(
  ctx: DataContext,
  principal: Principal,
  ref: OrgRef,
): Promise<{ region: Region; org: OrgRow }> {
  const region = regionOf(principal, ref.region);
  return { region, org: checkOwner(principal, await findOrganisation(ctx.dbs[region].db, ref.orgId)) };
}

/** The owner's scope over one organisation: read and checked now, re-checked on the locked row. */
export async function ownerScope(ctx: DataContext, principal: Principal, ref: OrgRef): Promise<OrgScope> {
  const { region, org } = await requireOwnedOrg(ctx, principal, ref);
  return { region, org, actor: principal, recheck: async (_tx, row) => checkOwner(principal, row) };
}

/** Runs `work` in one transaction of the org's region with the org row locked; errors roll it all back. */
export async function inOwnedOrgTransaction<T>(
  ctx: DataContext,
  principal: Principal,
  ref: OrgRef,
  work: (tx: Tx, org: OrgRow, region: Region) => Promise<T>,
): Promise<T> {
  const scope = await ownerScope(ctx, principal, ref);
  return inScopeTransaction(ctx, scope, (tx, org) => work(tx, org, scope.region));
}
