// Creates an organisation of the caller's workspace with the spec's defaults (R-ORG-7, R-ORG-15, R-ORG-16).
import type { TOrganisation } from '@parley/contract/organisations';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { randomId } from '@parley/kernel/ids';
import type { Region } from '@parley/kernel/regions';
import { unixSeconds } from '@parley/kernel/time';
import type { Principal } from '@parley/workspaces/domain/principal';
import { ORG_DEFAULTS } from '../domain/org-defaults';
import { validateOrgUpdate } from '../domain/validate-org-update';
import { findOrganisation, insertOrganisation } from '../infrastructure/org-repo';
import { toOrgDocument } from './org-document';
import { regionOf, requireOwnerSession } from './require-owned-org';

export interface CreateOrganisationArgs {
  region?: Region;
  name?: string;
  dashboardLayout?: string;
  preferredLanguage?: string;
}

export const newOrgId = () => randomId(20);

export async function createOrganisation(
  ctx: DataContext,
  principal: Principal,
  args: CreateOrganisationArgs,
): Promise<TOrganisation> {
  const owner = requireOwnerSession(principal);
  const invalid = validateOrgUpdate({ dashboardLayout: args.dashboardLayout });
  if (invalid) throw new AppError('BAD_REQUEST', invalid);
  const { db } = ctx.dbs[regionOf(principal, args.region)];
  const now = unixSeconds();
  const id = newOrgId();
  await insertOrganisation(db, {
    id,
    ownerID: owner.workspaceUid,
    // A blank name on creation takes the default, as the dashboard's "New Organization" button does.
    name: args.name?.trim() || ORG_DEFAULTS.name,
    dashboardLayout: args.dashboardLayout ?? ORG_DEFAULTS.dashboardLayout,
    preferredLanguage: args.preferredLanguage ?? ORG_DEFAULTS.preferredLanguage,
    widgetIDs: [],
    doc: {
      defaultClientAccess: [...ORG_DEFAULTS.defaultClientAccess],
      defaultClientTabOrder: [],
      predefinedTags: [],
      disallowAnyTags: false,
      disableHandoff: false,
      allowBilling: false,
      settings: {},
    },
    createdAt: now,
    lastModified: now,
  });
  const row = await findOrganisation(db, id);
  return toOrgDocument(row!);
}
