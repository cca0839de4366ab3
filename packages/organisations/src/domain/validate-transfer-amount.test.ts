import { describe, expect, it } from 'vitest';
import { validateTransferAmount } from './validate-transfer-amount';

const refused = { ok: false, message: 'Please enter a valid amount to transfer.' };

describe('validateTransferAmount', () => {
  it('R-ORG-17 accepts positive whole credits up to the largest safe integer', () => {
    expect(validateTransferAmount(1)).toEqual({ ok: true, amount: 1 });
    expect(validateTransferAmount(3)).toEqual({ ok: true, amount: 3 });
    expect(validateTransferAmount(Number.MAX_SAFE_INTEGER)).toEqual({
      ok: true,
      amount: Number.MAX_SAFE_INTEGER,
    });
  });

  it("R-ORG-17 refuses NaN, 0, negatives, fractions and Infinity: 'Please enter a valid amount to transfer.'", () => {
    for (const amount of [Number.NaN, 0, -0, -1, -100, 0.5, 2.5, Infinity, -Infinity]) {
      expect(validateTransferAmount(amount)).toEqual(refused);
    }
    expect(validateTransferAmount(Number.MAX_SAFE_INTEGER + 1)).toEqual(refused);
  });

  it('R-ORG-17 refuses what is not a number, numeric strings included', () => {
    for (const amount of ['5', '', 'abc', null, undefined, true, {}, [5], 5n]) {
      expect(validateTransferAmount(amount)).toEqual(refused);
    }
  });
});
