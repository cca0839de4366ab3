// The organisation a use case acts on, by whom, and how access is re-checked once the row is locked.
// Owner procedures and org-admin procedures share the client-user writes through it.
import type { DataContext } from '@parley/db/context';
import type { Region } from '@parley/kernel/regions';
import type { OrgActor } from '../domain/org-admin';
import { lockOrganisation, type OrgRow, type Tx } from '../infrastructure/org-repo';

export interface OrgScope {
  region: Region;
  /** The organisation as read before any transaction (for checks that read other tables). */
  org: OrgRow;
  actor: OrgActor;
  /** Throws when the locked row is gone or the actor lost access meanwhile; refused writes write nothing. */
  recheck(tx: Tx, row: OrgRow | undefined): Promise<OrgRow>;
}

/** Runs `work` in one transaction of the org's region with the org row locked; errors roll it all back. */
export function inScopeTransaction<T>(
  ctx: DataContext,
  scope: OrgScope,
  work: (tx: Tx, org: OrgRow) => Promise<T>,
): Promise<T> {
  return ctx.dbs[scope.region].db.transaction(async (tx) =>
    work(tx, await scope.recheck(tx, await lockOrganisation(tx, scope.org.id))),
  );
}
