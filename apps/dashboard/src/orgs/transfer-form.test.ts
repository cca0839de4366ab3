import { describe, expect, it } from 'vitest';
import { checkTransfer } from './transfer-form';

const balances = { workspaceBalance: 100, orgBalance: 10 };

describe('checkTransfer', () => {
  it("R-ORG-17 the amount must be a positive whole number: 'Please enter a valid amount to transfer.'", () => {
    for (const amount of ['', 0, -5, 1.5]) {
      expect(checkTransfer(amount, 'toOrg', balances)).toBe('Please enter a valid amount to transfer.');
    }
  });

  it('R-ORG-17 the amount must not exceed the source balance', () => {
    expect(checkTransfer(101, 'toOrg', balances)).toBe('Not enough credits in workspace.');
    expect(checkTransfer(100, 'toOrg', balances)).toBeNull();
    expect(checkTransfer(11, 'toWorkspace', balances)).toBe('Not enough credits in org.');
    expect(checkTransfer(10, 'toWorkspace', balances)).toBeNull();
  });

  it('R-ORG-19 a workspace outside the organisation’s region cannot send', () => {
    expect(checkTransfer(1, 'toOrg', { workspaceBalance: null, orgBalance: 0 })).toBe(
      'Workspace not found. Please refresh and try again.',
    );
  });

  it('leaves the balance checks to the server until the balances are known', () => {
    expect(checkTransfer(5000, 'toOrg', undefined)).toBeNull();
  });
});
