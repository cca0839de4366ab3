import { describe, expect, it } from 'vitest';
import { invalidLayout, validateOrgUpdate } from './validate-org-update';

describe('validateOrgUpdate', () => {
  it('accepts a full, valid update and an empty one', () => {
    expect(
      validateOrgUpdate({
        name: 'Acme',
        dashboardLayout: 'horizontal',
        settings: { disableClientAccessMessage: 'Closed for maintenance.' },
      }),
    ).toBeNull();
    expect(validateOrgUpdate({})).toBeNull();
  });

  it("R-ORG-7 a blank name: 'Organization name is required.'", () => {
    expect(validateOrgUpdate({ name: '' })).toBe('Organization name is required.');
    expect(validateOrgUpdate({ name: '  ' })).toBe('Organization name is required.');
  });

  it('R-ORG-9 disableClientAccessMessage may be 1024 characters, not 1025', () => {
    expect(validateOrgUpdate({ settings: { disableClientAccessMessage: 'x'.repeat(1024) } })).toBeNull();
    expect(validateOrgUpdate({ settings: { disableClientAccessMessage: 'x'.repeat(1025) } })).toBe(
      'The message must be at most 1024 characters.',
    );
  });

  it('R-ORG-16 dashboardLayout is vertical or horizontal', () => {
    expect(validateOrgUpdate({ dashboardLayout: 'vertical' })).toBeNull();
    expect(validateOrgUpdate({ dashboardLayout: 'diagonal' })).toBe(invalidLayout('diagonal'));
  });

  it('R-ORG-12 canned responses must be complete', () => {
    expect(validateOrgUpdate({ cannedResponses: [{ shortCode: 'hi', content: 'Hello' }] })).toBeNull();
    expect(validateOrgUpdate({ cannedResponses: [{ shortCode: 'hi', content: '' }] })).toBe(
      'Every canned response needs a shortcut and a message.',
    );
  });
});
