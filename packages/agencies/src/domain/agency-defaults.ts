// A new agency's document (R-AGY-23, R-AGY-13): placeholders the owner replaces.
export const AGENCY_DEFAULTS = {
  name: 'My Agency',
  brandingText: 'AI assistants by **My Agency**',
  themeVariant: 'default',
  themeColorUsage: 'plain',
  /** The two seeds disagree (Rubik vs DM Sans); the later documents say DM Sans. */
  googleFont: 'DM Sans',
} as const;

/** Fields of the agency document this server edits (the full white-label editor is a later issue). */
export const AGENCY_TEXT_FIELDS = [
  'brandingText',
  'squarePhotoURL',
  'darkModeSquarePhotourl',
  'mainWebsite',
  'supportEmail',
  'tosPage',
  'privacyPolicypPage',
  'address',
] as const;
export type AgencyTextField = (typeof AGENCY_TEXT_FIELDS)[number];
