import { CLIENT_AUTH_MESSAGES } from '@parley/messages/client-auth';
import { describe, expect, it } from 'vitest';
import { clientAccessBlock } from './client-access-block';

describe('clientAccessBlock', () => {
  it('R-CLA-13 R-ORG-14 disabled access shows the org message', () => {
    const doc = { settings: { disableClientAccess: true, disableClientAccessMessage: 'Closed for audit' } };
    expect(clientAccessBlock(doc, ['a1'])).toEqual({ reason: 'accessDisabled', message: 'Closed for audit' });
  });

  it('R-CLA-13 falls back to the default message when the org has none', () => {
    expect(
      clientAccessBlock({ settings: { disableClientAccess: true, disableClientAccessMessage: ' ' } }, ['a1']),
    ).toEqual({
      reason: 'accessDisabled',
      message: 'Access is currently disabled. Pleas contact your provider!',
    });
    expect(clientAccessBlock({ settings: { disableClientAccess: true } }, [])?.message).toBe(
      CLIENT_AUTH_MESSAGES.accessDisabled,
    );
  });

  it('R-CLA-12 a client without agents is blocked', () => {
    expect(clientAccessBlock({}, [])).toEqual({ reason: 'noAgents', message: 'This account has not agents' });
  });

  it('lets a client with agents and enabled access through', () => {
    expect(clientAccessBlock({ settings: { disableClientAccess: false } }, ['a1'])).toBeNull();
    expect(clientAccessBlock({ settings: 'junk' }, ['a1'])).toBeNull();
  });
});
