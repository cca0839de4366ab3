import type { TOrganisation } from '@parley/contract/organisations';
import { describe, expect, it } from 'vitest';
import { draftOfAbout, draftOfOrg, toAboutInput, toRootPatch, validateOrgInfo } from './org-info-form';

const org: TOrganisation = {
  ID: 'org1',
  ownerID: 'ws1',
  name: 'Acme',
  squarePhotoURL: null,
  widgetIDs: ['a1'],
  dashboardLayout: 'horizontal',
  preferredLanguage: 'fr',
  loadTokens: 5,
  defaultClientAccess: ['/home'],
  createdAt: 1,
  lastModified: 2,
  predefinedTags: ['vip', 3],
  disallowAnyTags: true,
  allowBilling: 'yes',
  cannedResponses: [{ shortCode: 'hi', content: 'Hello' }, { shortCode: 1 }],
  settings: { smartHandoff: true, disableClientAccess: true, disableClientAccessMessage: 'Closed.' },
};

describe('Org Info form', () => {
  it('R-ORG-2 reads the document defensively: only real booleans, strings and complete responses', () => {
    const draft = draftOfOrg(org);
    expect(draft).toMatchObject({
      name: 'Acme',
      preferredLanguage: 'fr',
      dashboardLayout: 'horizontal',
      predefinedTags: ['vip'],
      disallowAnyTags: true,
      allowBilling: false,
      cannedResponses: [{ shortCode: 'hi', content: 'Hello' }],
      smartHandoff: true,
      disableHandoffMessages: false,
      disableClientAccess: true,
      disableClientAccessMessage: 'Closed.',
    });
  });

  it("R-ORG-7 a blank name: 'Organization name is required.'", () => {
    expect(validateOrgInfo({ ...draftOfOrg(org), name: '  ' }, 'root')).toEqual({
      name: 'Organization name is required.',
    });
    expect(validateOrgInfo({ ...draftOfOrg(org), name: '' }, 'orgAdmin').name).toBe(
      'Organization name is required.',
    );
  });

  it('R-ORG-9 the access message may be 1024 characters, not 1025', () => {
    const ok = { ...draftOfOrg(org), disableClientAccessMessage: 'x'.repeat(1024) };
    expect(validateOrgInfo(ok, 'root')).toEqual({});
    expect(validateOrgInfo({ ...ok, disableClientAccessMessage: 'x'.repeat(1025) }, 'root')).toEqual({
      disableClientAccessMessage: 'The message must be at most 1024 characters.',
    });
  });

  it('R-ORG-12 the org admin mode checks and sends name and logo only', () => {
    const draft = { ...draftOfOrg(org), name: ' Acme 2 ', disableClientAccessMessage: 'x'.repeat(2000) };
    expect(validateOrgInfo(draft, 'orgAdmin')).toEqual({});
    expect(toAboutInput(draft)).toEqual({ name: 'Acme 2', squarePhotoURL: null });
  });

  it('R-ORG-3 the root patch carries every field, settings nested', () => {
    const patch = toRootPatch({ ...draftOfOrg(org), name: ' Acme ' });
    expect(patch).toMatchObject({
      name: 'Acme',
      widgetIDs: ['a1'],
      allowBilling: false,
      settings: { smartHandoff: true, disableClientAccessMessage: 'Closed.', continousSessionUI: false },
    });
  });

  it('R-ORG-16 an org admin’s draft starts from the About answer', () => {
    const draft = draftOfAbout({
      ID: 'org1',
      name: 'Acme',
      squarePhotoURL: 'https://x/y.png',
      agents: [{ ID: 'a1', title: 'A', roundedImageURL: null }],
      defaultClientAccess: [],
      grantableSections: [],
      lastModified: 3,
    });
    expect(draft).toMatchObject({ name: 'Acme', squarePhotoURL: 'https://x/y.png', preferredLanguage: 'en' });
  });
});
