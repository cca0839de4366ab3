import { DEFAULT_LIMIT_KEYS } from '@parley/config/env';
import { describe, expect, it } from 'vitest';
import {
  customPlanLimitsOf,
  DEFAULT_WORKSPACE_LIMITS,
  effectiveLimits,
  fitsSeats,
  hasFreeSeat,
  LIMIT_KEYS,
  limitForJson,
  parseLimitValue,
  seatsUsed,
} from './workspace-limits';

describe('workspace limits', () => {
  it('R-WKS-17 defaults: 2 agents, 10 concurrent calls, 2 clients, 2 seats, 0 phone numbers', () => {
    expect(effectiveLimits({})).toEqual({
      maxAgents: 2,
      maxConcurrentCalls: 10,
      maxClients: 2,
      workspaceSeats: 2,
      twilioPhoneNumberSlots: 0,
    });
    expect(DEFAULT_WORKSPACE_LIMITS).toEqual(effectiveLimits({}));
  });

  it('R-WKS-17 the custom plan replaces a default; seats add to the base (R-WKS-5)', () => {
    const custom = customPlanLimitsOf({
      internal: { customPlan: { limits: { maxAgents: 25, workspaceSeats: 3, maxClients: 'unlimited' } } },
    });
    expect(effectiveLimits(custom)).toEqual({
      maxAgents: 25,
      maxConcurrentCalls: 10,
      maxClients: Number.POSITIVE_INFINITY,
      workspaceSeats: 5,
      twilioPhoneNumberSlots: 0,
    });
  });

  it('the operator may raise the defaults; the custom plan still wins and seats still add', () => {
    const raised = { maxAgents: 50, workspaceSeats: 10 };
    expect(effectiveLimits({}, raised)).toMatchObject({ maxAgents: 50, workspaceSeats: 10, maxClients: 2 });
    expect(effectiveLimits({ maxAgents: 3, workspaceSeats: 1 }, raised)).toMatchObject({
      maxAgents: 3,
      workspaceSeats: 11,
    });
  });

  it('reads only valid limit values from a stored plan', () => {
    expect(parseLimitValue(4.7)).toBe(4);
    expect(parseLimitValue('12')).toBe(12);
    expect(parseLimitValue('Infinity')).toBe(Number.POSITIVE_INFINITY);
    expect(parseLimitValue(-1)).toBeUndefined();
    expect(parseLimitValue('lots')).toBeUndefined();
    expect(parseLimitValue(null)).toBeUndefined();
    expect(customPlanLimitsOf({ internal: { customPlan: { limits: { maxAgents: -3, bogus: 9 } } } })).toEqual(
      {},
    );
    expect(customPlanLimitsOf({})).toEqual({});
    expect(customPlanLimitsOf(null)).toEqual({});
  });

  it('R-WKS-5 seat arithmetic: members (owner included) plus pending invitations, refused at the allowance', () => {
    expect(seatsUsed(1, 0)).toBe(1);
    expect(hasFreeSeat(seatsUsed(1, 0), 2)).toBe(true);
    expect(hasFreeSeat(seatsUsed(1, 1), 2)).toBe(false);
    expect(hasFreeSeat(seatsUsed(2, 0), 2)).toBe(false);
    expect(fitsSeats(2, 2)).toBe(true);
    expect(fitsSeats(3, 2)).toBe(false);
  });

  it('unlimited is null in JSON', () => {
    expect(limitForJson(Number.POSITIVE_INFINITY)).toBeNull();
    expect(limitForJson(2)).toBe(2);
  });

  it('the DEFAULT_WORKSPACE_LIMITS setting names the same keys', () => {
    expect([...DEFAULT_LIMIT_KEYS]).toEqual([...LIMIT_KEYS]);
  });
});
