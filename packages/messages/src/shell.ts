// Messages of the application shell's extras (001 §2.7), quoted exactly.
export const SHELL_MESSAGES = {
  /** R-SHL-7 */
  doubleAccountTitle: 'You have the same account on multiple regions',
  doubleAccountBody: 'Data will be different between regions',
  /** R-SHL-3 */
  upgradePlan: 'Upgrade Plan',
  billing: 'Billing',
} as const;
