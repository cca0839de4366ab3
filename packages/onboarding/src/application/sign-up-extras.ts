// What a sign-up adds beyond the account (R-ONB-1, R-ONB-6, R-ONB-8, R-ONB-10): the onboarding flag,
// the country, the referral codes, the initial credits, and the sign-up event with its conversion value.
import type { Database } from '@parley/db/connect';
import { dashboardEvents } from '@parley/db/schema';
import type { ReferralCodes } from './referral-hook';

/** R-ONB-8: the value an ad-conversion report gives a sign-up. */
export const SIGNUP_CONVERSION_VALUE = 20;

export interface SignUpContext {
  countryCode: string | null;
  referral: ReferralCodes;
  /** R-ONB-10: the operator's SIGNUP_LOAD_TOKENS. */
  loadTokens: number;
}

/** The fields a new workspace starts with (passed to signUp as `initial`). */
export function initialWorkspace(context: SignUpContext) {
  const referredFrom =
    context.referral.ps_xid || context.referral.tolt_referral
      ? { ps_xid: context.referral.ps_xid ?? null, tolt_referral: context.referral.tolt_referral ?? null }
      : null;
  return {
    loadTokens: context.loadTokens,
    doc: {
      showOnboarding: true,
      internal: { countryCode: context.countryCode },
      ...(referredFrom && { referredFrom }),
    },
  };
}

/** The sign-up event (dashboard_events kind 'sign_up') with conversionValue 20. */
export async function recordSignUpEvent(
  db: Database,
  args: { workspaceId: string; accountId: string; region: string; context: SignUpContext },
): Promise<void> {
  await db.insert(dashboardEvents).values({
    workspaceId: args.workspaceId,
    agentId: null,
    actor: `account:${args.accountId}`,
    kind: 'sign_up',
    payload: {
      conversionValue: SIGNUP_CONVERSION_VALUE,
      region: args.region,
      countryCode: args.context.countryCode,
      referred: Boolean(args.context.referral.ps_xid || args.context.referral.tolt_referral),
    },
    timestamp: Date.now(),
  });
}
