// Add User (R-ORG-4..6, R-ORG-11, R-ORG-15): a client of an organisation, password stored as argon2.
import type { TClientUser } from '@parley/contract/organisations';
import type { DataContext } from '@parley/db/context';
import { unixSeconds } from '@parley/kernel/time';
import { hashPassword } from '@parley/workspaces/application/passwords';
import type { Principal } from '@parley/workspaces/domain/principal';
import { newClientId } from '../domain/client-credentials';
import { defaultAccessOf } from '../domain/org-defaults';
import { findClientOfOrg, insertClientRow } from '../infrastructure/client-repo';
import { emitClientEvent } from './client-events';
import { prepareClientSlotCheck } from './client-limit';
import { checkClientChanges, requireFreeEmail, writeUnlessEmailTaken } from './client-rules';
import { toClientUser } from './org-document';
import { inScopeTransaction, type OrgScope } from './org-scope';
import { type OrgRef, ownerScope } from './require-owned-org';

export interface ClientUserFields {
  name?: string;
  email?: string;
  password?: string;
  canAccess?: string[];
  clientTabOrder?: string[];
  widgetIDs?: string[];
  isOrgAdmin?: boolean;
  allowCreateAgents?: boolean;
  squarePhotoURL?: string | null;
}

export interface AddClientUserArgs extends OrgRef, ClientUserFields {}

/** The owner (root admin) adds a client to one of the workspace's organisations. */
export async function addClientUser(
  ctx: DataContext,
  principal: Principal,
  args: AddClientUserArgs,
): Promise<TClientUser> {
  return insertClientInScope(ctx, await ownerScope(ctx, principal, args), args);
}

/** The shared write: input rules for the scope's actor, then the row, all in one transaction. */
export async function insertClientInScope(
  ctx: DataContext,
  scope: OrgScope,
  args: ClientUserFields,
): Promise<TClientUser> {
  const { region, org } = scope;
  await checkClientChanges(ctx, scope.actor, org, region, args, { requirePassword: true });
  const email = args.email!.trim();
  // Hashing is slow on purpose: do it before the transaction holds the organisation row.
  const passwordHash = await hashPassword(args.password!);
  const assertClientSlot = await prepareClientSlotCheck(ctx, region, org.ownerID);

  return writeUnlessEmailTaken(ctx, region, email, () =>
    inScopeTransaction(ctx, scope, async (tx, lockedOrg) => {
      await requireFreeEmail(ctx, tx, region, email);
      await assertClientSlot(tx);
      const id = newClientId();
      const now = unixSeconds();
      await insertClientRow(tx, {
        id,
        orgId: lockedOrg.id,
        ownerID: lockedOrg.ownerID,
        email,
        name: args.name!.trim(),
        passwordHash,
        passwordChangedAt: Date.now(),
        squarePhotoURL: args.squarePhotoURL ?? null,
        canAccess: args.canAccess ?? defaultAccessOf(lockedOrg.doc),
        clientTabOrder: args.clientTabOrder ?? [],
        widgetIDs: [...new Set(args.widgetIDs ?? [])],
        isOrgAdmin: args.isOrgAdmin ?? false,
        allowCreateAgents: args.allowCreateAgents ?? false,
        createdAt: now,
        lastModified: now,
      });
      const created = toClientUser((await findClientOfOrg(tx, lockedOrg.id, id))!);
      await emitClientEvent(
        ctx,
        tx,
        region,
        lockedOrg,
        { id, name: created.name, email: created.email },
        'create',
      );
      return created;
    }),
  );
}
