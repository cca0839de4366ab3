import { describe, expect, it } from 'vitest';
import { isPaymentConnected, refusesBilling } from './payment-connect';

describe('R-ORG-13 billing needs a connected payment account', () => {
  it('reads stripeConnect.isConnected strictly', () => {
    expect(isPaymentConnected({ stripeConnect: { isConnected: true } })).toBe(true);
    expect(isPaymentConnected({ stripeConnect: { isConnected: 'true' } })).toBe(false);
    expect(isPaymentConnected({ stripeConnect: null })).toBe(false);
    expect(isPaymentConnected({})).toBe(false);
  });

  it('refuses switching billing on without a connected account', () => {
    expect(refusesBilling({ allowBilling: true }, {}, false)).toBe(true);
    expect(refusesBilling({ allowBilling: true }, { allowBilling: false }, false)).toBe(true);
    expect(refusesBilling({ allowBilling: true }, {}, true)).toBe(false);
  });

  it('lets billing be switched off, left out, or kept on after a disconnect', () => {
    expect(refusesBilling({ allowBilling: false }, { allowBilling: true }, false)).toBe(false);
    expect(refusesBilling({}, {}, false)).toBe(false);
    expect(refusesBilling({ allowBilling: true }, { allowBilling: true }, false)).toBe(false);
  });
});
