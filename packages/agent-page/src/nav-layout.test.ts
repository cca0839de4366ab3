import { describe, expect, it } from 'vitest';
import { agentNavLayout, SIDEBAR_WIDTH } from './nav-layout';

const client = { kind: 'client', canAccess: ['/home'] } as const;

describe('agent navigation layout', () => {
  it('R-APS-8 horizontal on phones and for workspace users', () => {
    expect(
      agentNavLayout({ viewer: { kind: 'workspace' }, isPhone: false, orgDashboardLayout: 'vertical' }),
    ).toBe('horizontal');
    expect(agentNavLayout({ viewer: client, isPhone: true, orgDashboardLayout: 'vertical' })).toBe(
      'horizontal',
    );
  });

  it("R-APS-8 otherwise the organisation's dashboardLayout, vertical by default", () => {
    expect(agentNavLayout({ viewer: client, isPhone: false, orgDashboardLayout: 'horizontal' })).toBe(
      'horizontal',
    );
    expect(agentNavLayout({ viewer: client, isPhone: false, orgDashboardLayout: 'vertical' })).toBe(
      'vertical',
    );
    expect(agentNavLayout({ viewer: client, isPhone: false })).toBe('vertical');
    expect(agentNavLayout({ viewer: client, isPhone: false, orgDashboardLayout: 'sideways' })).toBe(
      'vertical',
    );
  });

  it('R-APS-9 the sidebar is 250px open and 75px collapsed', () => {
    expect(SIDEBAR_WIDTH).toEqual({ open: 250, collapsed: 75 });
  });
});
