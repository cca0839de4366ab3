import { describe, expect, it } from 'vitest';
import {
  showPricingBlock,
  UPGRADE_AFTER_SECONDS,
  UPGRADE_UNDER_TOKENS,
  upgradeButton,
} from './upgrade-button';

const joinedAt = 1_700_000_000;
const base = {
  agentPageOpen: false,
  hasSubscription: false,
  joinedAt,
  loadTokens: 1000,
  nowSeconds: joinedAt + 60,
};

describe('Upgrade Plan button', () => {
  it('R-SHL-11 waits 604800 s (7 days) after joining for a user without a subscription', () => {
    expect(UPGRADE_AFTER_SECONDS).toBe(604800);
    expect(upgradeButton(base)).toBeNull();
    expect(upgradeButton({ ...base, nowSeconds: joinedAt + 604800 })).toBeNull();
    expect(upgradeButton({ ...base, nowSeconds: joinedAt + 604801 })).toBe('Upgrade Plan');
  });
  it('R-SHL-11 shows at once under 500 tokens', () => {
    expect(UPGRADE_UNDER_TOKENS).toBe(500);
    expect(upgradeButton({ ...base, loadTokens: 499 })).toBe('Upgrade Plan');
    expect(upgradeButton({ ...base, loadTokens: 500 })).toBeNull();
    expect(upgradeButton({ ...base, loadTokens: -3 })).toBe('Upgrade Plan');
  });
  it('R-SHL-10 never shows while an agent page is open', () => {
    expect(upgradeButton({ ...base, loadTokens: 0, agentPageOpen: true })).toBeNull();
    expect(upgradeButton({ ...base, hasSubscription: true, agentPageOpen: true })).toBeNull();
  });
  it('R-SHL-3 a subscriber sees Billing', () => {
    expect(upgradeButton({ ...base, hasSubscription: true })).toBe('Billing');
  });
});

describe('pricing block', () => {
  it('R-SHL-5 hides only when the branding config says showPricing false', () => {
    expect(showPricingBlock({ showPricing: false })).toBe(false);
    expect(showPricingBlock({ showPricing: true })).toBe(true);
    expect(showPricingBlock({})).toBe(true);
    expect(showPricingBlock({ showPricing: null })).toBe(true);
  });
});
