import { describe, expect, it } from 'vitest';
import { needsOnboarding, onboardingPath, TEAM_SIZES, USE_CASES } from './onboarding';

describe('onboarding', () => {
  it('R-ONB-1 only profiles flagged at sign-up are incomplete; older accounts are never trapped', () => {
    expect(needsOnboarding({ showOnboarding: true })).toBe(true);
    expect(needsOnboarding({ showOnboarding: false })).toBe(false);
    expect(needsOnboarding({})).toBe(false);
    expect(needsOnboarding(null)).toBe(false);
  });
  it('R-ONB-1 redirects to /onboarding with the region', () => {
    expect(onboardingPath('na')).toBe('/onboarding?region=na');
  });
  it('keeps the questions short', () => {
    expect(USE_CASES.length).toBeLessThanOrEqual(6);
    expect(TEAM_SIZES.length).toBeLessThanOrEqual(5);
  });
});
