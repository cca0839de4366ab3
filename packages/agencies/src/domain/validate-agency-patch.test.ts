import { AGENCY_MESSAGES } from '@parley/messages/agencies';
import { describe, expect, it } from 'vitest';
import { validateAgencyPatch } from './validate-agency-patch';

describe('validateAgencyPatch', () => {
  it('accepts a complete, sensible patch and empty optional fields', () => {
    expect(
      validateAgencyPatch({
        name: 'Acme Agency',
        brandingText: '**Acme**',
        mainWebsite: 'https://acme.test',
        supportEmail: 'help@acme.test',
        tosPage: '',
        privacyPolicypPage: null,
        disablePasswordLogin: true,
      }),
    ).toBeNull();
  });

  it('refuses non-web links (javascript:, relative) and malformed e-mails', () => {
    expect(validateAgencyPatch({ tosPage: 'javascript:alert(1)' })).toBe(
      AGENCY_MESSAGES.invalidUrl('Terms page'),
    );
    expect(validateAgencyPatch({ mainWebsite: '/about' })).toBe(AGENCY_MESSAGES.invalidUrl('Main website'));
    expect(validateAgencyPatch({ supportEmail: 'help' })).toBe(AGENCY_MESSAGES.invalidEmail);
  });

  it('limits the name and branding text', () => {
    expect(validateAgencyPatch({ name: 'x'.repeat(81) })).toBe(AGENCY_MESSAGES.nameTooLong);
    expect(validateAgencyPatch({ brandingText: 'x'.repeat(2001) })).toBe(AGENCY_MESSAGES.brandingTooLong);
  });
});
