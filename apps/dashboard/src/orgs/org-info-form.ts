// The Org Info drawer's form (R-ORG-3, R-ORG-7, R-ORG-9, R-ORG-12, R-ORG-13, R-ORG-16): the organisation
// as an editable draft, its checks, and the patch each mode sends.
import type { TOrgAbout, TUpdateOrgAboutInput } from '@parley/contract/org-admin';
import type { TCannedResponse, TOrganisation, TOrgPatch } from '@parley/contract/organisations';
import { MAX_DISABLE_ACCESS_MESSAGE, ORG_MESSAGES } from '@parley/messages/organisations';
import { validateCannedResponses } from '@parley/organisations/domain/canned-responses';

/** root: the agency owner (every field); orgAdmin: a client org admin (name and logo only, R-ORG-12). */
export type DrawerMode = 'root' | 'orgAdmin';

export interface OrgInfoDraft {
  name: string;
  squarePhotoURL: string | null;
  preferredLanguage: string;
  dashboardLayout: string;
  widgetIDs: string[];
  disableHandoff: boolean;
  predefinedTags: string[];
  disallowAnyTags: boolean;
  smartHandoff: boolean;
  disableHandoffMessages: boolean;
  enableCannedResponses: boolean;
  cannedResponses: TCannedResponse[];
  continousSessionUI: boolean;
  allowBilling: boolean;
  disableClientAccess: boolean;
  disableClientAccessMessage: string;
}

export type OrgInfoErrors = Partial<
  Record<'name' | 'disableClientAccessMessage' | 'cannedResponses', string>
>;

const bool = (v: unknown) => v === true;
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

function cannedOf(v: unknown): TCannedResponse[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((r) =>
    r && typeof r.shortCode === 'string' && typeof r.content === 'string'
      ? [{ shortCode: r.shortCode, content: r.content }]
      : [],
  );
}

export function draftOfOrg(org: TOrganisation): OrgInfoDraft {
  const settings = (org.settings ?? {}) as Record<string, unknown>;
  return {
    name: org.name,
    squarePhotoURL: org.squarePhotoURL,
    preferredLanguage: org.preferredLanguage || 'en',
    dashboardLayout: org.dashboardLayout || 'vertical',
    widgetIDs: [...org.widgetIDs],
    disableHandoff: bool(org.disableHandoff),
    predefinedTags: strings(org.predefinedTags),
    disallowAnyTags: bool(org.disallowAnyTags),
    smartHandoff: bool(settings.smartHandoff),
    disableHandoffMessages: bool(settings.disableHandoffMessages),
    enableCannedResponses: bool(settings.enableCannedResponses),
    cannedResponses: cannedOf(org.cannedResponses),
    continousSessionUI: bool(settings.continousSessionUI),
    allowBilling: bool(org.allowBilling),
    disableClientAccess: bool(settings.disableClientAccess),
    disableClientAccessMessage:
      typeof settings.disableClientAccessMessage === 'string' ? settings.disableClientAccessMessage : '',
  };
}

/** An org admin edits name and logo only; the rest keeps neutral values that are never sent. */
export function draftOfAbout(about: TOrgAbout): OrgInfoDraft {
  return draftOfOrg({
    ID: about.ID,
    ownerID: '',
    name: about.name,
    squarePhotoURL: about.squarePhotoURL,
    widgetIDs: about.agents.map((a) => a.ID),
    dashboardLayout: 'vertical',
    preferredLanguage: 'en',
    loadTokens: 0,
    defaultClientAccess: [],
    createdAt: 0,
    lastModified: about.lastModified,
  });
}

export function validateOrgInfo(draft: OrgInfoDraft, mode: DrawerMode): OrgInfoErrors {
  const errors: OrgInfoErrors = {};
  if (!draft.name.trim()) errors.name = ORG_MESSAGES.nameRequired;
  if (mode === 'orgAdmin') return errors;
  if (draft.disableClientAccessMessage.length > MAX_DISABLE_ACCESS_MESSAGE) {
    errors.disableClientAccessMessage = ORG_MESSAGES.accessMessageTooLong;
  }
  const canned = validateCannedResponses(draft.cannedResponses);
  if (canned) errors.cannedResponses = canned;
  return errors;
}

/** Everything the Org Info drawer shows, as one patch; the server merge-writes the document. */
export function toRootPatch(draft: OrgInfoDraft): TOrgPatch {
  return {
    name: draft.name.trim(),
    squarePhotoURL: draft.squarePhotoURL,
    preferredLanguage: draft.preferredLanguage,
    dashboardLayout: draft.dashboardLayout,
    widgetIDs: draft.widgetIDs,
    disableHandoff: draft.disableHandoff,
    predefinedTags: draft.predefinedTags,
    disallowAnyTags: draft.disallowAnyTags,
    allowBilling: draft.allowBilling,
    cannedResponses: draft.cannedResponses,
    settings: {
      smartHandoff: draft.smartHandoff,
      disableHandoffMessages: draft.disableHandoffMessages,
      enableCannedResponses: draft.enableCannedResponses,
      continousSessionUI: draft.continousSessionUI,
      disableClientAccess: draft.disableClientAccess,
      disableClientAccessMessage: draft.disableClientAccessMessage,
    },
  };
}

export const toAboutInput = (draft: OrgInfoDraft): TUpdateOrgAboutInput => ({
  name: draft.name.trim(),
  squarePhotoURL: draft.squarePhotoURL,
});
