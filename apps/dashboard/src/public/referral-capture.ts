// R-ONB-7: affiliate codes arrive on any public page (?ps_xid=…, ?tolt_referral=…) and are kept for
// the browser session, so the sign-up that follows a few clicks later still carries them.
const KEY = 'parley.referral';
const CODE = /^[\w.:-]{1,200}$/;

export interface Referral {
  ps_xid?: string;
  tolt_referral?: string;
}

/** The valid codes in a query string. */
export function referralFromSearch(search: string): Referral {
  const params = new URLSearchParams(search);
  const out: Referral = {};
  for (const key of ['ps_xid', 'tolt_referral'] as const) {
    const value = params.get(key);
    if (value && CODE.test(value)) out[key] = value;
  }
  return out;
}

export function captureReferral(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
): void {
  const found = referralFromSearch(search);
  if (!found.ps_xid && !found.tolt_referral) return;
  storage.setItem(KEY, JSON.stringify({ ...storedReferral(storage), ...found }));
}

export function storedReferral(storage: Pick<Storage, 'getItem'> = sessionStorage): Referral {
  try {
    const parsed = JSON.parse(storage.getItem(KEY) ?? '{}') as Record<string, unknown>;
    const out: Referral = {};
    for (const key of ['ps_xid', 'tolt_referral'] as const) {
      const value = parsed[key];
      if (typeof value === 'string' && CODE.test(value)) out[key] = value;
    }
    return out;
  } catch {
    return {};
  }
}
