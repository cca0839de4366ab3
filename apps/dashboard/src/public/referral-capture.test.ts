import { describe, expect, it } from 'vitest';
import { captureReferral, referralFromSearch, storedReferral } from './referral-capture';

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
};

describe('referral capture', () => {
  it('R-ONB-7 reads ps_xid and tolt_referral from the URL and keeps them for the sign-up', () => {
    const storage = memory();
    captureReferral('?ps_xid=abc123&utm=x', storage);
    captureReferral('?tolt_referral=t_9', storage);
    captureReferral('?nothing=1', storage);
    expect(storedReferral(storage)).toEqual({ ps_xid: 'abc123', tolt_referral: 't_9' });
  });
  it('drops codes that are not plain tokens', () => {
    expect(referralFromSearch('?ps_xid=%3Cscript%3E&tolt_referral=')).toEqual({});
    const storage = memory();
    storage.setItem('parley.referral', '{"ps_xid":"<b>"}');
    expect(storedReferral(storage)).toEqual({});
    storage.setItem('parley.referral', 'not json');
    expect(storedReferral(storage)).toEqual({});
  });
});
