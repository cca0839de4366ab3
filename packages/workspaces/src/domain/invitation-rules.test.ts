import { WORKSPACE_MESSAGES } from '@parley/messages/workspaces';
import { describe, expect, it } from 'vitest';
import {
  INVITATION_LIFETIME_MS,
  inviteRefusal,
  isInvitationLive,
  isInviteEmail,
  joinLink,
} from './invitation-rules';

const base = {
  inviterEmail: 'Owner@Example.com',
  memberEmails: ['owner@example.com'],
  pendingInvitations: 0,
  seatAllowance: 2,
};

describe('invite rules', () => {
  it("R-WKS-3 the e-mail must contain '@' and '.'", () => {
    expect(isInviteEmail('ann@example.com')).toBe(true);
    expect(isInviteEmail('ann@examplecom')).toBe(false);
    expect(isInviteEmail('ann.example.com')).toBe(false);
    expect(isInviteEmail('a nn@example.com')).toBe(false);
    expect(inviteRefusal({ ...base, email: 'nope' })).toEqual({
      reason: 'invalid-email',
      message: 'Please enter a valid email',
    });
  });

  it("R-WKS-4 inviting your own e-mail is refused: 'You can't invite yourself lol'", () => {
    expect(inviteRefusal({ ...base, email: ' OWNER@example.com ' })?.message).toBe(
      "You can't invite yourself lol",
    );
  });

  it('refuses an e-mail that is already a member', () => {
    const check = { ...base, memberEmails: ['owner@example.com', 'ann@example.com'], seatAllowance: 5 };
    expect(inviteRefusal({ ...check, email: 'Ann@example.com' })).toEqual({
      reason: 'member',
      message: WORKSPACE_MESSAGES.alreadyMember('ann@example.com'),
    });
  });

  it("R-WKS-5 refused at or above the allowance: 'You have reached the maximum number of seats'", () => {
    expect(inviteRefusal({ ...base, email: 'ann@example.com' })).toBeNull();
    expect(inviteRefusal({ ...base, email: 'ann@example.com', pendingInvitations: 1 })?.message).toBe(
      'You have reached the maximum number of seats',
    );
    expect(
      inviteRefusal({
        ...base,
        email: 'bob@example.com',
        memberEmails: ['owner@example.com', 'ann@example.com'],
      })?.reason,
    ).toBe('seats');
  });

  it('the join link carries the invitation token, never a workspace secret', () => {
    const link = joinLink('http://localhost:3000/', {
      uid: 'abcABC123456789',
      token: 'T0k3n',
      email: 'a+b@x.io',
    });
    expect(link).toBe('http://localhost:3000/join?workspace=abcABC123456789&token=T0k3n&email=a%2Bb%40x.io');
  });

  it('an invitation lives 7 days and only until accepted', () => {
    expect(INVITATION_LIFETIME_MS).toBe(604_800_000);
    expect(isInvitationLive({ acceptedAt: null, expiresAt: 2000 }, 1000)).toBe(true);
    expect(isInvitationLive({ acceptedAt: null, expiresAt: 1000 }, 1000)).toBe(false);
    expect(isInvitationLive({ acceptedAt: 500, expiresAt: 2000 }, 1000)).toBe(false);
  });
});
