import { describe, expect, it } from 'vitest';
import {
  channelsFor,
  DEFAULT_NOTIFICATION_SETTINGS,
  LEVEL_MESSAGE,
  LEVEL_REQUEST,
  settingsOf,
  wantsLevel,
} from './notification-settings';

describe('notification settings', () => {
  it('R-NTF-3 notifyIf all shows levels 1 and 2, requestsOnly level 2, none nothing', () => {
    expect([wantsLevel('all', LEVEL_MESSAGE), wantsLevel('all', LEVEL_REQUEST)]).toEqual([true, true]);
    expect([wantsLevel('requestsOnly', LEVEL_MESSAGE), wantsLevel('requestsOnly', LEVEL_REQUEST)]).toEqual([
      false,
      true,
    ]);
    expect([wantsLevel('none', LEVEL_MESSAGE), wantsLevel('none', LEVEL_REQUEST)]).toEqual([false, false]);
  });

  it('R-NTF-3 R-NTF-4 default to requestsOnly and all, also over unknown stored values', () => {
    expect(DEFAULT_NOTIFICATION_SETTINGS).toEqual({ notifyIf: 'requestsOnly', notifyThrough: 'all' });
    expect(settingsOf(undefined)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect(settingsOf({ notifyIf: 'sometimes', notifyThrough: 'pigeon' })).toEqual(
      DEFAULT_NOTIFICATION_SETTINGS,
    );
    expect(settingsOf({ notifyIf: 'all', notifyThrough: 'email' })).toEqual({
      notifyIf: 'all',
      notifyThrough: 'email',
    });
  });

  it('R-NTF-4 notifyThrough adds push and/or e-mail to the in-app list', () => {
    const through = (notifyThrough: 'email' | 'push' | 'all' | 'none') =>
      channelsFor({ notifyIf: 'all', notifyThrough }, LEVEL_MESSAGE);
    expect(through('all')).toEqual({ inApp: true, push: true, email: true });
    expect(through('push')).toEqual({ inApp: true, push: true, email: false });
    expect(through('email')).toEqual({ inApp: true, push: false, email: true });
    expect(through('none')).toEqual({ inApp: true, push: false, email: false });
  });

  it('R-NTF-3 a level the person did not ask for reaches no channel', () => {
    expect(channelsFor(DEFAULT_NOTIFICATION_SETTINGS, LEVEL_MESSAGE)).toEqual({
      inApp: false,
      push: false,
      email: false,
    });
    expect(channelsFor({ notifyIf: 'none', notifyThrough: 'all' }, LEVEL_REQUEST).inApp).toBe(false);
  });
});
