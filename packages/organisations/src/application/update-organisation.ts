// Org Info save (R-ORG-3, R-ORG-7..9, R-ORG-12, R-ORG-13): columns are set, the rest of the document
// is merge-written.
import type { TOrganisation, TOrgPatch } from '@parley/contract/organisations';
import type { DataContext } from '@parley/db/context';
import { deepMerge } from '@parley/kernel/deep-merge';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import { unixSeconds } from '@parley/kernel/time';
import { ORG_MESSAGES } from '@parley/messages/organisations';
import type { Principal } from '@parley/workspaces/domain/principal';
import { normaliseCannedResponses, normaliseTags } from '../domain/canned-responses';
import { refusesBilling } from '../domain/payment-connect';
import { invalidAccessPath, isAccessPath } from '../domain/validate-client-input';
import { validateOrgUpdate } from '../domain/validate-org-update';
import { findOrganisation, updateOrganisationRow } from '../infrastructure/org-repo';
import { toOrgDocument } from './org-document';
import { workspacePaymentConnected } from './payment-connect-status';
import { inOwnedOrgTransaction, requireOwnedOrg, requireOwnerSession } from './require-owned-org';
import { requireOwnerAgents } from './require-owner-agents';

export interface UpdateOrganisationArgs {
  region?: Region;
  orgId?: string;
  patch: TOrgPatch;
}

export async function updateOrganisation(
  ctx: DataContext,
  principal: Principal,
  args: UpdateOrganisationArgs,
): Promise<TOrganisation> {
  const session = requireOwnerSession(principal);
  const orgId = args.orgId?.trim();
  if (!orgId) throw new AppError('BAD_REQUEST', ORG_MESSAGES.idMissing);
  const { name, squarePhotoURL, dashboardLayout, preferredLanguage, widgetIDs, ...rest } = args.patch;
  const invalid =
    validateOrgUpdate(args.patch) ??
    (rest.defaultClientAccess ?? []).filter((p) => !isAccessPath(p)).map(invalidAccessPath)[0] ??
    null;
  if (invalid) throw new AppError('BAD_REQUEST', invalid);
  const docPatch = {
    ...rest,
    ...(rest.predefinedTags && { predefinedTags: normaliseTags(rest.predefinedTags) }),
    ...(rest.cannedResponses && { cannedResponses: normaliseCannedResponses(rest.cannedResponses) }),
  };

  const ref = { region: args.region, orgId };
  // Read before the transaction: agents and the workspace (PGlite runs one transaction at a time).
  if (widgetIDs) {
    const { region, org } = await requireOwnedOrg(ctx, principal, ref);
    await requireOwnerAgents(ctx, org.ownerID, widgetIDs, region);
  }
  // The owner's workspace is the caller's (ownership is checked on the locked row below).
  const connected =
    rest.allowBilling !== true ||
    (await workspacePaymentConnected(ctx, session.workspaceUid, session.region));
  return inOwnedOrgTransaction(ctx, principal, ref, async (tx, org) => {
    if (refusesBilling(rest, org.doc, connected)) {
      throw new AppError('FORBIDDEN', ORG_MESSAGES.billingNeedsPaymentConnect);
    }
    await updateOrganisationRow(tx, org.id, {
      ...(name !== undefined && { name: name.trim() }),
      ...(squarePhotoURL !== undefined && { squarePhotoURL }),
      ...(dashboardLayout !== undefined && { dashboardLayout }),
      ...(preferredLanguage !== undefined && { preferredLanguage }),
      ...(widgetIDs !== undefined && { widgetIDs: [...new Set(widgetIDs)] }),
      doc: deepMerge(org.doc, docPatch),
      lastModified: unixSeconds(),
    });
    return toOrgDocument((await findOrganisation(tx, org.id))!);
  });
}
