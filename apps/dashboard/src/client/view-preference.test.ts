import { describe, expect, it } from 'vitest';
import { showsClientDashboard } from './view-preference';

describe('which dashboard a browser with two sessions shows', () => {
  it('a lone session decides; with both, the later sign-in does', () => {
    expect(showsClientDashboard(true, false, null)).toBe(true);
    expect(showsClientDashboard(false, true, 'client')).toBe(false);
    expect(showsClientDashboard(true, true, null)).toBe(false);
    expect(showsClientDashboard(true, true, 'workspace')).toBe(false);
    expect(showsClientDashboard(true, true, 'client')).toBe(true);
  });
});
