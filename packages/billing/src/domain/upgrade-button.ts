// The side navigation's 'Billing' / 'Upgrade Plan' button (R-SHL-3, R-SHL-10, R-SHL-11).

/** R-SHL-11: seven days, in seconds. */
export const UPGRADE_AFTER_SECONDS = 604_800;
/** R-SHL-11: a balance under this many tokens shows the nudge at once. */
export const UPGRADE_UNDER_TOKENS = 500;

export interface UpgradeButtonInput {
  /** R-SHL-10: an agent page is open. */
  agentPageOpen: boolean;
  hasSubscription: boolean;
  /** Unix seconds. */
  joinedAt: number;
  loadTokens: number;
  nowSeconds: number;
}

/**
 * Which button shows, if any: never on an agent page; 'Billing' for a subscriber; 'Upgrade Plan' for
 * anyone else who joined more than seven days ago or holds under 500 tokens.
 */
export function upgradeButton(input: UpgradeButtonInput): 'Billing' | 'Upgrade Plan' | null {
  if (input.agentPageOpen) return null;
  if (input.hasSubscription) return 'Billing';
  const veteran = input.nowSeconds - input.joinedAt > UPGRADE_AFTER_SECONDS;
  return veteran || input.loadTokens < UPGRADE_UNDER_TOKENS ? 'Upgrade Plan' : null;
}

/** R-SHL-5: the pricing block shows unless the branding config turns it off. */
export const showPricingBlock = (branding: { showPricing?: boolean | null }): boolean =>
  branding.showPricing !== false;
