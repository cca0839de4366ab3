// Spec messages of the agency settings (001 §2.6, §8), quoted exactly; ours are marked.
export const AGENCY_MESSAGES = {
  /** R-AGY-22 */
  initialized: 'Agency settings initialized',
  initFailed: 'Error creating agency settings',
  /** R-AGY-21 (shared with the agent settings, R-VER-17) */
  allSaved: 'All changes saved.',
  unsaved: 'There are unsaved changes.',
  /** Ours */
  saved: 'Agency settings saved.',
  saveFailed: (message: string) => `Failed to save agency settings: ${message}`,
  secretRegenerated: 'A new secret key was generated. Earlier admin links no longer work.',
  onlyOwner: 'Only the workspace owner can change the agency settings.',
  invalidEmail: 'Please enter a valid support e-mail.',
  invalidUrl: (field: string) => `${field} must be a web address starting with https:// or http://.`,
  nameTooLong: 'The agency name must be at most 80 characters.',
  brandingTooLong: 'The branding text must be at most 2000 characters.',
} as const;

/** R-AGY-5 */
export const AGENCY_SECRET_LENGTH = 25;
/** R-CLA-19: the admin magic link is shown cut at 500 characters. */
export const MAGIC_LINK_DISPLAY_LIMIT = 500;
