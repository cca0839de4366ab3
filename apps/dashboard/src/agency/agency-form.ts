// The agency settings form (R-AGY-3, R-AGY-7, R-AGY-20, R-AGY-21): its values, and whether they differ
// from what is saved (the verification state is not part of the form, so it never counts).
import type { TAgency, TAgencyPatch } from '@parley/contract/agencies';

export interface AgencyFormValues {
  name: string;
  brandingText: string;
  squarePhotoURL: string;
  darkModeSquarePhotourl: string;
  /** R-AGY-3 'Enable Password Login' (the inverse of settings.disablePasswordLogin). */
  enablePasswordLogin: boolean;
  supportEmail: string;
  address: string;
  mainWebsite: string;
  tosPage: string;
  privacyPolicypPage: string;
}

export function formValuesOf(agency: TAgency): AgencyFormValues {
  return {
    name: agency.name,
    brandingText: agency.brandingText,
    squarePhotoURL: agency.squarePhotoURL ?? '',
    darkModeSquarePhotourl: agency.darkModeSquarePhotourl ?? '',
    enablePasswordLogin: !agency.settings.disablePasswordLogin,
    supportEmail: agency.supportEmail ?? '',
    address: agency.address ?? '',
    mainWebsite: agency.mainWebsite ?? '',
    tosPage: agency.tosPage ?? '',
    privacyPolicypPage: agency.privacyPolicypPage ?? '',
  };
}

export function sameAgencyForm(a: AgencyFormValues, b: AgencyFormValues): boolean {
  return (Object.keys(a) as (keyof AgencyFormValues)[]).every((k) =>
    typeof a[k] === 'string' ? (a[k] as string).trim() === (b[k] as string).trim() : a[k] === b[k],
  );
}

export function patchOf(values: AgencyFormValues): TAgencyPatch {
  const optional = (v: string) => (v.trim() ? v.trim() : null);
  return {
    name: values.name,
    brandingText: values.brandingText,
    squarePhotoURL: optional(values.squarePhotoURL),
    darkModeSquarePhotourl: optional(values.darkModeSquarePhotourl),
    disablePasswordLogin: !values.enablePasswordLogin,
    supportEmail: optional(values.supportEmail),
    address: optional(values.address),
    mainWebsite: optional(values.mainWebsite),
    tosPage: optional(values.tosPage),
    privacyPolicypPage: optional(values.privacyPolicypPage),
  };
}

/** R-CLA-14, R-CLA-19: the admin magic link, shown cut at 500 characters. */
export function adminMagicLink(origin: string, secret: string): string {
  return `${origin}/client/login?secret=${encodeURIComponent(secret)}`;
}
export function displayLink(link: string, limit = 500): string {
  return link.length > limit ? `${link.slice(0, limit)}…` : link;
}
