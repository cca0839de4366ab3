// Rows → the documents the dashboard reads (R-ORG-1, R-ORG-2). Password hashes never leave here.
import type { TClientUser, TOrganisation } from '@parley/contract/organisations';
import { defaultAccessOf } from '../domain/org-defaults';
import type { ClientRow } from '../infrastructure/client-repo';
import type { OrgRow } from '../infrastructure/org-repo';

export function toOrgDocument(row: OrgRow): TOrganisation {
  return {
    ...row.doc,
    ID: row.id,
    ownerID: row.ownerID,
    name: row.name,
    squarePhotoURL: row.squarePhotoURL,
    widgetIDs: row.widgetIDs,
    dashboardLayout: row.dashboardLayout,
    preferredLanguage: row.preferredLanguage,
    loadTokens: row.loadTokens,
    defaultClientAccess: defaultAccessOf(row.doc),
    createdAt: row.createdAt,
    lastModified: row.lastModified,
  };
}

export function toClientUser(row: ClientRow): TClientUser {
  return {
    ID: row.id,
    orgId: row.orgId,
    name: row.name,
    email: row.email,
    squarePhotoURL: row.squarePhotoURL,
    widgetIDs: row.widgetIDs,
    canAccess: row.canAccess,
    clientTabOrder: row.clientTabOrder,
    status: row.status,
    isOrgAdmin: row.isOrgAdmin,
    allowCreateAgents: row.allowCreateAgents,
    passwordChangedAt: row.passwordChangedAt,
    ts: row.createdAt,
    lastModified: row.lastModified,
  };
}
