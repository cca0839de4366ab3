import { describe, expect, it } from 'vitest';
import { defaultAccessOf, ORG_DEFAULTS } from './org-defaults';

describe('organisation defaults', () => {
  it("R-ORG-7 R-ORG-16 a new organisation is 'New Organization', vertical, in English", () => {
    expect(ORG_DEFAULTS.name).toBe('New Organization');
    expect(ORG_DEFAULTS.dashboardLayout).toBe('vertical');
    expect(ORG_DEFAULTS.preferredLanguage).toBe('en');
  });

  it('R-ORG-15 clients may open /home, /convos, /analytics, /kb, /campaigns by default', () => {
    expect(ORG_DEFAULTS.defaultClientAccess).toEqual(['/home', '/convos', '/analytics', '/kb', '/campaigns']);
    expect(defaultAccessOf({})).toEqual(['/home', '/convos', '/analytics', '/kb', '/campaigns']);
    expect(defaultAccessOf({ defaultClientAccess: [] })).toEqual([
      '/home',
      '/convos',
      '/analytics',
      '/kb',
      '/campaigns',
    ]);
  });

  it("R-ORG-15 an organisation's own default access wins", () => {
    expect(defaultAccessOf({ defaultClientAccess: ['/home', '/c/faq'] })).toEqual(['/home', '/c/faq']);
  });
});
