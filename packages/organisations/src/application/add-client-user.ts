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
import { checkClientChanges, requireFreeEmail, writeUnlessEmailTaken } from './client-rules';
import { toClientUser } from './org-document';
import { inOwnedOrgTransaction, type OrgRef, requireOwnedOrg } from './require-owned-org';

export interface AddClientUserArgs extends OrgRef {
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

export async function addClientUser(
  ctx: DataContext,
  principal: Principal,
  args: AddClientUserArgs,
): Promise<TClientUser> {
  const { region, org } = await requireOwnedOrg(ctx, principal, args);
  await checkClientChanges(ctx, principal, org, region, args, { requirePassword: true });
  const email = args.email!.trim();
  // Hashing is slow on purpose: do it before the transaction holds the organisation row.
  const passwordHash = await hashPassword(args.password!);

  return writeUnlessEmailTaken(ctx, region, email, () =>
    inOwnedOrgTransaction(ctx, principal, args, async (tx, lockedOrg, orgRegion) => {
      await requireFreeEmail(ctx, tx, region, email);
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
        orgRegion,
        lockedOrg,
        { id, name: created.name, email: created.email },
        'create',
      );
      return created;
    }),
  );
}
