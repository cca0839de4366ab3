// Organisations and their client users (R-ORG-1, R-ORG-2): the owner procedures' shapes.
// Rules with spec messages (required fields, lengths) are checked by the use cases, so the
// exact texts reach the caller; these schemas bound types and sizes only.
import { CANNED_RESPONSE_LIMITS, PREDEFINED_TAG_LIMITS } from '@parley/messages/organisations';
import { z } from 'zod';
import { ZPublicAgency } from './agencies';
import { ZRegion } from './auth';

export const ZOrgId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const ZShortText = z.string().max(200);
const ZUrl = z.string().max(2048);
const ZIdList = z.array(z.string().min(1).max(64)).max(200);
const ZPathList = z.array(z.string().max(200)).max(100);

export const ZOrgSettingsPatch = z.object({
  smartHandoff: z.boolean().optional(),
  disableHandoffMessages: z.boolean().optional(),
  enableCannedResponses: z.boolean().optional(),
  continousSessionUI: z.boolean().optional(),
  disableClientAccess: z.boolean().optional(),
  /** At most 1024 characters (R-ORG-9), checked by the use case to return the message. */
  disableClientAccessMessage: z.string().max(10_000).optional(),
});

/** A reply team members insert by its shortcut (R-ORG-12 'canned responses'); blanks and repeats are refused by the use case. */
export const ZCannedResponse = z.object({
  shortCode: z.string().max(CANNED_RESPONSE_LIMITS.shortCode),
  content: z.string().max(CANNED_RESPONSE_LIMITS.content),
});
export type TCannedResponse = z.infer<typeof ZCannedResponse>;

export const ZOrgPatch = z.object({
  name: ZShortText.optional(),
  squarePhotoURL: ZUrl.nullable().optional(),
  dashboardLayout: z.string().max(20).optional(),
  preferredLanguage: z.string().min(2).max(20).optional(),
  widgetIDs: ZIdList.optional(),
  predefinedTags: z
    .array(z.string().max(PREDEFINED_TAG_LIMITS.length))
    .max(PREDEFINED_TAG_LIMITS.max)
    .optional(),
  cannedResponses: z.array(ZCannedResponse).max(CANNED_RESPONSE_LIMITS.max).optional(),
  disallowAnyTags: z.boolean().optional(),
  disableHandoff: z.boolean().optional(),
  allowBilling: z.boolean().optional(),
  settings: ZOrgSettingsPatch.optional(),
  defaultClientAccess: ZPathList.optional(),
  defaultClientTabOrder: ZPathList.optional(),
});
export type TOrgPatch = z.infer<typeof ZOrgPatch>;

export const ZOrgRef = z.object({ region: ZRegion.optional(), orgId: ZOrgId });

export const ZCreateOrgInput = z.object({
  region: ZRegion.optional(),
  name: ZShortText.optional(),
  dashboardLayout: z.string().max(20).optional(),
  preferredLanguage: z.string().min(2).max(20).optional(),
});
export type TCreateOrgInput = z.infer<typeof ZCreateOrgInput>;

/** orgId may arrive empty from a form: the use case answers with R-ORG-8's message. */
export const ZUpdateOrgInput = z.object({
  region: ZRegion.optional(),
  orgId: z.string().max(64).optional(),
  patch: ZOrgPatch,
});
export type TUpdateOrgInput = z.infer<typeof ZUpdateOrgInput>;

export const ZListOrgsInput = z.object({ region: ZRegion.optional() }).optional();

const ZClientFields = {
  canAccess: ZPathList.optional(),
  clientTabOrder: ZPathList.optional(),
  widgetIDs: ZIdList.optional(),
  isOrgAdmin: z.boolean().optional(),
  allowCreateAgents: z.boolean().optional(),
  squarePhotoURL: ZUrl.nullable().optional(),
};

/** name, email and password are required (R-ORG-4); checked by the use case for the exact message. */
export const ZAddClientInput = z.object({
  region: ZRegion.optional(),
  orgId: ZOrgId,
  name: ZShortText.optional(),
  email: z.string().max(320).optional(),
  password: z.string().max(200).optional(),
  ...ZClientFields,
});
export type TAddClientInput = z.infer<typeof ZAddClientInput>;

export const ZClientId = z.string().regex(/^[A-Za-z0-9]{1,64}$/);

/** Fields left out keep their value; a password changes the hash and voids older client sessions. */
export const ZUpdateClientInput = z.object({
  region: ZRegion.optional(),
  orgId: ZOrgId,
  clientId: ZClientId,
  name: ZShortText.optional(),
  email: z.string().max(320).optional(),
  password: z.string().max(200).optional(),
  ...ZClientFields,
});
export type TUpdateClientInput = z.infer<typeof ZUpdateClientInput>;

export const ZRemoveClientInput = ZOrgRef.extend({ clientId: ZClientId });

/** A client user as the owner sees it: never the password or its hash. */
export const ZClientUser = z.object({
  ID: z.string(),
  orgId: z.string(),
  name: z.string(),
  email: z.string(),
  squarePhotoURL: z.string().nullable(),
  widgetIDs: z.array(z.string()),
  canAccess: z.array(z.string()),
  clientTabOrder: z.array(z.string()),
  status: z.string(),
  isOrgAdmin: z.boolean(),
  allowCreateAgents: z.boolean(),
  passwordChangedAt: z.number(),
  ts: z.number(),
  lastModified: z.number(),
});
export type TClientUser = z.infer<typeof ZClientUser>;

/** The organisation document (R-ORG-2): columns plus the merge-written rest. */
export const ZOrganisation = z
  .object({
    ID: z.string(),
    ownerID: z.string(),
    name: z.string(),
    squarePhotoURL: z.string().nullable(),
    widgetIDs: z.array(z.string()),
    dashboardLayout: z.string(),
    preferredLanguage: z.string(),
    loadTokens: z.number(),
    defaultClientAccess: z.array(z.string()),
    createdAt: z.number(),
    lastModified: z.number(),
  })
  .loose();
export type TOrganisation = z.infer<typeof ZOrganisation>;

export const ZOrgSummary = ZOrganisation.extend({ clientCount: z.number() });
export type TOrgSummary = z.infer<typeof ZOrgSummary>;

export const ZOrgWithClients = z.object({
  org: ZOrganisation,
  clients: z.array(ZClientUser),
  /** R-ORG-13: whether the workspace's payment-connect account is connected (billing may be enabled). */
  paymentConnected: z.boolean(),
});
export type TOrgWithClients = z.infer<typeof ZOrgWithClients>;

/** What a signed-in client (or an agency admin) learns about its session (R-CLA-10..14). */
export const ZClientSessionView = z.object({
  client: ZClientUser,
  region: ZRegion,
  blocked: z.object({ reason: z.enum(['accessDisabled', 'noAgents']), message: z.string() }).nullable(),
  isAdmin: z.boolean(),
  org: z
    .object({
      ID: z.string(),
      name: z.string(),
      squarePhotoURL: z.string().nullable(),
      dashboardLayout: z.string(),
      loadTokens: z.number(),
    })
    .nullable(),
  agency: ZPublicAgency.nullable(),
});
export type TClientSessionView = z.infer<typeof ZClientSessionView>;
