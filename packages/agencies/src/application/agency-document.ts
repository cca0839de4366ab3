// Row → the agency document the owner sees, and the public view anyone may read.
import type { TAgency, TPublicAgency } from '@parley/contract/agencies';
import type { Region } from '@parley/kernel/regions';
import { AGENCY_DEFAULTS } from '../domain/agency-defaults';
import type { AgencyRow } from '../infrastructure/agency-repo';

const text = (doc: Record<string, unknown>, key: string): string | null =>
  typeof doc[key] === 'string' && doc[key] !== '' ? (doc[key] as string) : null;

export function toAgencyDocument(row: AgencyRow, region: Region): TAgency {
  const d = row.doc;
  return {
    ID: row.id,
    userId: row.userId,
    name: row.name,
    brandingText: text(d, 'brandingText') ?? '',
    squarePhotoURL: text(d, 'squarePhotoURL'),
    darkModeSquarePhotourl: text(d, 'darkModeSquarePhotourl'),
    mainWebsite: text(d, 'mainWebsite'),
    supportEmail: text(d, 'supportEmail'),
    tosPage: text(d, 'tosPage'),
    privacyPolicypPage: text(d, 'privacyPolicypPage'),
    address: text(d, 'address'),
    settings: { disablePasswordLogin: row.settings.disablePasswordLogin === true },
    themeVariant: text(d, 'themeVariant') ?? AGENCY_DEFAULTS.themeVariant,
    themeColorUsage: text(d, 'themeColorUsage') ?? AGENCY_DEFAULTS.themeColorUsage,
    googleFont: text(d, 'googleFont') ?? AGENCY_DEFAULTS.googleFont,
    customDomain: row.customDomain,
    createdAt: row.createdAt,
    lastModified: row.lastModified,
    region,
  };
}

export function toPublicAgency(row: AgencyRow, region: Region): TPublicAgency {
  const a = toAgencyDocument(row, region);
  return {
    ID: a.ID,
    name: a.name,
    brandingText: a.brandingText,
    squarePhotoURL: a.squarePhotoURL,
    darkModeSquarePhotourl: a.darkModeSquarePhotourl,
    mainWebsite: a.mainWebsite,
    supportEmail: a.supportEmail,
    tosPage: a.tosPage,
    privacyPolicypPage: a.privacyPolicypPage,
    disablePasswordLogin: a.settings.disablePasswordLogin,
    hasSendingDomain: row.doc.resendEmailDomainStatus === 'verified',
    region,
  };
}
