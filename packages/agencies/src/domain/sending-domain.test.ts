import { describe, expect, it } from 'vitest';
import { normaliseSendingDomain, shouldPoll, verificationRecords } from './sending-domain';

describe('sending domain', () => {
  it('R-AGY-9 takes root domains, lower-cased without blanks', () => {
    expect(normaliseSendingDomain(' Acme.COM ')).toBe('acme.com');
    expect(normaliseSendingDomain('acme.co.uk')).toBe('acme.co.uk');
    expect(normaliseSendingDomain('acme')).toBeNull();
    expect(normaliseSendingDomain('www.acme.com')).toBeNull();
    expect(normaliseSendingDomain('https://acme.com')).toBeNull();
    expect(normaliseSendingDomain('-x.com')).toBeNull();
    expect(normaliseSendingDomain('10.0.0.1')).toBeNull();
  });

  it('R-AGY-8 lists the TXT record to add with its status', () => {
    expect(verificationRecords('acme.com', 'tok', 'pending')).toEqual([
      {
        record: 'Verification',
        type: 'TXT',
        name: '_parley-verification.acme.com',
        value: 'parley-verification=tok',
        ttl: 'Auto',
        priority: null,
        status: 'pending',
      },
    ]);
  });

  it('R-AGY-10 polls only while pending with a domain', () => {
    expect(shouldPoll('pending', true)).toBe(true);
    expect(shouldPoll('verified', true)).toBe(false);
    expect(shouldPoll('not_started', true)).toBe(false);
    expect(shouldPoll('pending', false)).toBe(false);
  });
});
