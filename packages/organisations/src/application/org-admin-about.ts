// About (R-CSH-5, R-ORG-10, R-ORG-11): an org admin reads and edits the organisation's name and logo.

import { locateAgent } from '@parley/agents/application/locate-agent';
import type { TOrgAbout, TUpdateOrgAboutInput } from '@parley/contract/org-admin';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { unixSeconds } from '@parley/kernel/time';
import type { ClientPrincipal } from '../domain/client-principal';
import { defaultAccessOf } from '../domain/org-defaults';
import { validateOrgUpdate } from '../domain/validate-org-update';
import { findOrganisation, type OrgRow, updateOrganisationRow } from '../infrastructure/org-repo';
import { orgAdminScope } from './org-admin-scope';
import { inScopeTransaction } from './org-scope';

/** The sections an org admin may hand out: the organisation's defaults plus the admin's own. */
export const grantableSections = (org: OrgRow, client: ClientPrincipal): string[] => [
  ...new Set([...defaultAccessOf(org.doc), ...client.canAccess]),
];

async function toAbout(ctx: DataContext, org: OrgRow, client: ClientPrincipal): Promise<TOrgAbout> {
  const agents = [];
  for (const id of org.widgetIDs) {
    const found = await locateAgent(ctx, id, client.region);
    // Agents deleted since, or no longer the agency's, are left out.
    if (found?.row.ownerID !== org.ownerID) continue;
    const image = found.row.doc.roundedImageURL;
    agents.push({
      ID: id,
      title: found.row.title,
      roundedImageURL: typeof image === 'string' ? image : null,
    });
  }
  return {
    ID: org.id,
    name: org.name,
    squarePhotoURL: org.squarePhotoURL,
    agents,
    defaultClientAccess: defaultAccessOf(org.doc),
    grantableSections: grantableSections(org, client),
    lastModified: org.lastModified,
  };
}

export async function getOrgAbout(ctx: DataContext, client: ClientPrincipal): Promise<TOrgAbout> {
  const { org } = await orgAdminScope(ctx, client);
  return toAbout(ctx, org, client);
}

/** Name and logo only; every other organisation field is the root admin's (R-ORG-12). */
export async function updateOrgAbout(
  ctx: DataContext,
  client: ClientPrincipal,
  input: TUpdateOrgAboutInput,
): Promise<TOrgAbout> {
  const scope = await orgAdminScope(ctx, client);
  const invalid = validateOrgUpdate({ name: input.name });
  if (invalid) throw new AppError('BAD_REQUEST', invalid);
  const org = await inScopeTransaction(ctx, scope, async (tx, locked) => {
    await updateOrganisationRow(tx, locked.id, {
      ...(input.name !== undefined && { name: input.name.trim() }),
      ...(input.squarePhotoURL !== undefined && { squarePhotoURL: input.squarePhotoURL }),
      lastModified: unixSeconds(),
    });
    return (await findOrganisation(tx, locked.id))!;
  });
  return toAbout(ctx, org, client);
}
