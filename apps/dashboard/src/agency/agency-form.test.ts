import type { TAgency } from '@parley/contract/agencies';
import { describe, expect, it } from 'vitest';
import { adminMagicLink, displayLink, formValuesOf, patchOf, sameAgencyForm } from './agency-form';

const agency: TAgency = {
  ID: 'a1',
  userId: 'a1',
  name: 'Acme',
  brandingText: 'Hi',
  squarePhotoURL: null,
  darkModeSquarePhotourl: null,
  mainWebsite: null,
  supportEmail: 'help@acme.test',
  tosPage: null,
  privacyPolicypPage: null,
  address: null,
  settings: { disablePasswordLogin: true },
  themeVariant: 'default',
  themeColorUsage: 'plain',
  googleFont: 'DM Sans',
  customDomain: null,
  createdAt: 1,
  lastModified: 2,
  region: 'eu',
};

describe('agency form', () => {
  it('R-AGY-3 Enable Password Login is the inverse of disablePasswordLogin', () => {
    const v = formValuesOf(agency);
    expect(v.enablePasswordLogin).toBe(false);
    expect(patchOf({ ...v, enablePasswordLogin: true }).disablePasswordLogin).toBe(false);
  });

  it('R-AGY-21 compares what the form edits, ignoring surrounding blanks', () => {
    const v = formValuesOf(agency);
    expect(sameAgencyForm(v, { ...v, name: ' Acme ' })).toBe(true);
    expect(sameAgencyForm(v, { ...v, tosPage: 'https://acme.test/tos' })).toBe(false);
    expect(sameAgencyForm(v, { ...v, enablePasswordLogin: true })).toBe(false);
  });

  it('sends blank optional fields as null', () => {
    expect(patchOf(formValuesOf(agency))).toMatchObject({
      mainWebsite: null,
      supportEmail: 'help@acme.test',
    });
  });

  it('R-CLA-14 R-CLA-19 builds the admin link and shows it cut at 500 characters', () => {
    expect(adminMagicLink('https://x.test', 'abc')).toBe('https://x.test/client/login?secret=abc');
    const long = `https://x.test/${'a'.repeat(600)}`;
    expect(displayLink(long)).toHaveLength(501);
    expect(displayLink('short')).toBe('short');
  });
});
