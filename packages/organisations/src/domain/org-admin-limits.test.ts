import { describe, expect, it } from 'vitest';
import { orgAdminRefusal } from './org-admin-limits';

const grantable = { agents: ['a1', 'a2'], sections: ['/home', '/convos'] };
const current = { isOrgAdmin: false, allowCreateAgents: false, widgetIDs: ['old'], canAccess: ['/kb'] };

describe('orgAdminRefusal', () => {
  it('R-ORG-11 accepts the organisation’s agents and sections', () => {
    expect(orgAdminRefusal({ widgetIDs: ['a1'], canAccess: ['/home'] }, grantable)).toBeNull();
    expect(orgAdminRefusal({}, grantable)).toBeNull();
  });

  it('R-ORG-11 an org admin never grants isOrgAdmin or allowCreateAgents', () => {
    expect(orgAdminRefusal({ isOrgAdmin: true }, grantable)).toEqual({
      code: 'FORBIDDEN',
      message: 'Only the agency owner can do this.',
    });
    expect(orgAdminRefusal({ allowCreateAgents: true }, grantable, current)?.code).toBe('FORBIDDEN');
    expect(orgAdminRefusal({ isOrgAdmin: false }, grantable, { ...current, isOrgAdmin: true })?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('R-ORG-11 the flags may be posted back unchanged', () => {
    expect(orgAdminRefusal({ isOrgAdmin: false, allowCreateAgents: false }, grantable)).toBeNull();
    const admin = { ...current, isOrgAdmin: true, allowCreateAgents: true };
    expect(orgAdminRefusal({ isOrgAdmin: true, allowCreateAgents: true }, grantable, admin)).toBeNull();
  });

  it('R-ORG-11 refuses an agent outside the organisation, but keeps the client’s own', () => {
    expect(orgAdminRefusal({ widgetIDs: ['a1', 'elsewhere'] }, grantable)).toEqual({
      code: 'BAD_REQUEST',
      message: "Agent elsewhere is not one of this organization's agents.",
    });
    expect(orgAdminRefusal({ widgetIDs: ['old', 'a2'] }, grantable, current)).toBeNull();
  });

  it('R-ORG-11 refuses a section the organisation does not give, but keeps the client’s own', () => {
    expect(orgAdminRefusal({ canAccess: ['/settings'] }, grantable)).toEqual({
      code: 'FORBIDDEN',
      message: 'You cannot give access to "/settings".',
    });
    expect(orgAdminRefusal({ canAccess: ['/kb', '/home'] }, grantable, current)).toBeNull();
  });
});
