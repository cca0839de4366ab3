import { describe, expect, it } from 'vitest';
import { deleteRefusal, isDeleteConfirmed } from './delete-rules';
import { canActFor, isPersonalWorkspace, isWorkspaceMember, roleOf, uniqueEmails } from './membership';

const team = {
  uid: 'TeamWorkspace01',
  ownerID: 'OwnerAccount001',
  email: 'owner@example.com',
  workspaceEmails: ['owner@example.com', 'ann@example.com'],
};

describe('membership', () => {
  it('R-WKS-1 the owner is the account whose id is the ownerID', () => {
    expect(roleOf(team, 'OwnerAccount001')).toBe('owner');
    expect(roleOf(team, 'AnnAccount00001')).toBe('member');
    expect(isPersonalWorkspace({ uid: 'A', ownerID: 'A' })).toBe(true);
    expect(isPersonalWorkspace(team)).toBe(false);
  });

  it('R-WKS-2 a member is anyone whose e-mail is in workspaceEmails, without regard to case', () => {
    expect(isWorkspaceMember(team, ' ANN@example.com')).toBe(true);
    expect(canActFor(team, { id: 'AnnAccount00001', email: 'Ann@Example.com' })).toBe(true);
    expect(canActFor(team, { id: 'Stranger0000001', email: 'eve@example.com' })).toBe(false);
  });

  it("the owner's own entry does not let in another account with the same e-mail (other region)", () => {
    expect(canActFor(team, { id: 'OwnerAccount001', email: 'owner@example.com' })).toBe(true);
    expect(canActFor(team, { id: 'OwnerTwinInNA01', email: 'owner@example.com' })).toBe(false);
  });

  it('stores each e-mail once, trimmed and lower-cased', () => {
    expect(uniqueEmails([' A@x.io', 'a@x.io', 'B@x.io', ''])).toEqual(['a@x.io', 'b@x.io']);
  });
});

describe('delete rules', () => {
  it("R-WKS-10 deletion needs exactly 'THIS ACTION CANNOT BE UNDONE.'", () => {
    expect(isDeleteConfirmed('THIS ACTION CANNOT BE UNDONE.')).toBe(true);
    expect(isDeleteConfirmed('  THIS ACTION CANNOT BE UNDONE. ')).toBe(true);
    expect(isDeleteConfirmed('this action cannot be undone.')).toBe(false);
    expect(isDeleteConfirmed('THIS ACTION CANNOT BE UNDONE')).toBe(false);
    expect(deleteRefusal(team, 'nope')).toMatch(/THIS ACTION CANNOT BE UNDONE\./);
    expect(deleteRefusal(team, 'THIS ACTION CANNOT BE UNDONE.')).toBeNull();
    expect(deleteRefusal(team, null)).toBeNull();
  });

  it('R-WKS-10 the personal workspace is never deleted', () => {
    expect(deleteRefusal({ uid: 'Me', ownerID: 'Me' }, 'THIS ACTION CANNOT BE UNDONE.')).toBe(
      'Your personal workspace cannot be deleted.',
    );
  });
});
