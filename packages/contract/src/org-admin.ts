// Org admin procedures (R-ORG-11, R-CSH-5): a client with isOrgAdmin edits its organisation's About and
// users from the client dashboard. The organisation and region come from the client's session.
import { z } from 'zod';
import { ZAddClientInput, ZUpdateClientInput } from './organisations';

/** One of the organisation's agents, as the client dashboard shows it (avatar and title). */
export const ZOrgAgent = z.object({
  ID: z.string(),
  title: z.string(),
  roundedImageURL: z.string().nullable(),
});
export type TOrgAgent = z.infer<typeof ZOrgAgent>;

/** What an org admin sees of the organisation: name, logo, its agents and the sections it may grant. */
export const ZOrgAbout = z.object({
  ID: z.string(),
  name: z.string(),
  squarePhotoURL: z.string().nullable(),
  agents: z.array(ZOrgAgent),
  /** The sections a new user gets (R-ORG-15). */
  defaultClientAccess: z.array(z.string()),
  /** What this admin may hand out: the defaults plus the admin's own sections. */
  grantableSections: z.array(z.string()),
  lastModified: z.number(),
});
export type TOrgAbout = z.infer<typeof ZOrgAbout>;

/** name is checked by the use case for R-ORG-7's message. */
export const ZUpdateOrgAboutInput = z.object({
  name: z.string().max(200).optional(),
  squarePhotoURL: z.string().max(2048).nullable().optional(),
});
export type TUpdateOrgAboutInput = z.infer<typeof ZUpdateOrgAboutInput>;

export const ZOrgAdminAddUserInput = ZAddClientInput.omit({ region: true, orgId: true });
export type TOrgAdminAddUserInput = z.infer<typeof ZOrgAdminAddUserInput>;

export const ZOrgAdminUpdateUserInput = ZUpdateClientInput.omit({ region: true, orgId: true });
export type TOrgAdminUpdateUserInput = z.infer<typeof ZOrgAdminUpdateUserInput>;
