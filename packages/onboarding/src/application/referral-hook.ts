// The affiliate/referral sign-up hook (R-ONB-7): POST {userData, ps_xid, tolt_referral} with a bearer
// token to the operator's endpoint. Never throws and never holds up the sign-up.

export interface ReferralCodes {
  ps_xid?: string | null;
  tolt_referral?: string | null;
}

export interface ReferralHookOptions {
  url?: string;
  token?: string;
  timeoutMs?: number;
}

export interface NewUserData {
  uid: string;
  email: string;
  displayName: string;
  region: string;
  joinedAt: number;
  countryCode: string | null;
}

export type ReferralOutcome =
  | { sent: false; reason: 'off' }
  | { sent: true; status: number }
  | { sent: false; reason: string };

export async function sendReferralHook(
  options: ReferralHookOptions,
  userData: NewUserData,
  codes: ReferralCodes,
): Promise<ReferralOutcome> {
  if (!options.url) return { sent: false, reason: 'off' };
  try {
    const res = await fetch(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token && { authorization: `Bearer ${options.token}` }),
      },
      body: JSON.stringify({
        userData,
        ps_xid: codes.ps_xid ?? null,
        tolt_referral: codes.tolt_referral ?? null,
      }),
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    });
    await res.body?.cancel();
    return res.ok ? { sent: true, status: res.status } : { sent: false, reason: `HTTP ${res.status}` };
  } catch (error) {
    return { sent: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
