// Checks an agency settings patch; the first problem is returned as the message to show.
import { AGENCY_MESSAGES } from '@parley/messages/agencies';

export interface AgencyPatch {
  name?: string;
  brandingText?: string;
  squarePhotoURL?: string | null;
  darkModeSquarePhotourl?: string | null;
  mainWebsite?: string | null;
  supportEmail?: string | null;
  tosPage?: string | null;
  privacyPolicypPage?: string | null;
  address?: string | null;
  /** R-AGY-3 'Enable Password Login' is the inverse of settings.disablePasswordLogin. */
  disablePasswordLogin?: boolean;
}

const URL_FIELDS = {
  squarePhotoURL: 'The logo',
  darkModeSquarePhotourl: 'The dark logo',
  mainWebsite: 'Main website',
  tosPage: 'Terms page',
  privacyPolicypPage: 'Privacy page',
} as const;

const isWebUrl = (value: string) => {
  try {
    const u = new URL(value);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
};

export function validateAgencyPatch(patch: AgencyPatch): string | null {
  if (patch.name !== undefined && patch.name.trim().length > 80) return AGENCY_MESSAGES.nameTooLong;
  if (patch.brandingText !== undefined && patch.brandingText.length > 2000)
    return AGENCY_MESSAGES.brandingTooLong;
  for (const [field, label] of Object.entries(URL_FIELDS) as [keyof typeof URL_FIELDS, string][]) {
    const value = patch[field];
    if (value && !isWebUrl(value)) return AGENCY_MESSAGES.invalidUrl(label);
  }
  if (patch.supportEmail && !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(patch.supportEmail))
    return AGENCY_MESSAGES.invalidEmail;
  return null;
}
