// The agency document (R-AGY-24) as the owner edits it, and its public face for client sign-in.
import { z } from 'zod';
import { ZRegion } from './auth';

const ZOptionalText = z.string().max(2048).nullable().optional();

export const ZAgencyPatch = z.object({
  name: z.string().max(200).optional(),
  brandingText: z.string().max(5000).optional(),
  squarePhotoURL: ZOptionalText,
  darkModeSquarePhotourl: ZOptionalText,
  mainWebsite: ZOptionalText,
  supportEmail: z.string().max(320).nullable().optional(),
  tosPage: ZOptionalText,
  privacyPolicypPage: ZOptionalText,
  address: z.string().max(500).nullable().optional(),
  disablePasswordLogin: z.boolean().optional(),
});
export type TAgencyPatch = z.infer<typeof ZAgencyPatch>;

export const ZAgency = z.object({
  ID: z.string(),
  userId: z.string(),
  name: z.string(),
  brandingText: z.string(),
  squarePhotoURL: z.string().nullable(),
  darkModeSquarePhotourl: z.string().nullable(),
  mainWebsite: z.string().nullable(),
  supportEmail: z.string().nullable(),
  tosPage: z.string().nullable(),
  privacyPolicypPage: z.string().nullable(),
  address: z.string().nullable(),
  settings: z.object({ disablePasswordLogin: z.boolean() }),
  themeVariant: z.string(),
  themeColorUsage: z.string(),
  googleFont: z.string(),
  customDomain: z.string().nullable(),
  createdAt: z.number(),
  lastModified: z.number(),
  region: ZRegion,
});
export type TAgency = z.infer<typeof ZAgency>;

/** What anyone may know about an agency: what its client sign-in page and client footer show. */
export const ZPublicAgency = z.object({
  ID: z.string(),
  name: z.string(),
  brandingText: z.string(),
  squarePhotoURL: z.string().nullable(),
  darkModeSquarePhotourl: z.string().nullable(),
  mainWebsite: z.string().nullable(),
  supportEmail: z.string().nullable(),
  tosPage: z.string().nullable(),
  privacyPolicypPage: z.string().nullable(),
  disablePasswordLogin: z.boolean(),
  /** R-CSH-9: the feedback button shows only when the agency can send e-mail as itself. */
  hasSendingDomain: z.boolean(),
  region: ZRegion,
});
export type TPublicAgency = z.infer<typeof ZPublicAgency>;
