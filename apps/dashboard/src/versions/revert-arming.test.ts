import { describe, expect, it } from 'vitest';
import { DISARMED, revertArming } from './revert-arming';

describe('revertArming', () => {
  it('arms on the first press, without reverting', () => {
    expect(revertArming(DISARMED, { type: 'press', backupId: 'b1' })).toEqual({
      state: { armed: 'b1' },
      revert: null,
    });
  });

  it('reverts on a second press of the same backup, and disarms', () => {
    expect(revertArming({ armed: 'b1' }, { type: 'press', backupId: 'b1' })).toEqual({
      state: { armed: null },
      revert: 'b1',
    });
  });

  it('a press on another backup arms that one instead', () => {
    expect(revertArming({ armed: 'b1' }, { type: 'press', backupId: 'b2' })).toEqual({
      state: { armed: 'b2' },
      revert: null,
    });
  });

  it('a click elsewhere disarms, so the next press only arms again', () => {
    const disarmed = revertArming({ armed: 'b1' }, { type: 'elsewhere' });
    expect(disarmed).toEqual({ state: { armed: null }, revert: null });
    expect(revertArming(disarmed.state, { type: 'press', backupId: 'b1' }).revert).toBeNull();
  });
});
