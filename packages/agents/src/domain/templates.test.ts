import { describe, expect, it } from 'vitest';
import { AGENT_TEMPLATES, TEMPLATE_TABS, templatesForTab } from './templates';

describe('agent templates', () => {
  it("R-AGC-3 the picker's tabs", () => {
    expect(TEMPLATE_TABS).toEqual(['All Templates', 'Customer Support', 'Utility', 'Entertainment']);
  });
  it('R-AGC-4 template ids by tab, and All Templates lists all', () => {
    const ids = (tab: Parameters<typeof templatesForTab>[0]) => templatesForTab(tab).map((t) => t.id);
    expect(ids('Customer Support')).toEqual(['customer-support', 'real-estate-agent', 'health-care-agent']);
    expect(ids('Utility')).toEqual(['confirm-email', 'make-appointment', 'blank-template']);
    expect(ids('Entertainment')).toEqual(['game-npc']);
    expect(ids('All Templates')).toHaveLength(7);
  });
  it('R-AGC-5 every template has a name, a description and an icon', () => {
    for (const t of AGENT_TEMPLATES) {
      expect(t.name.length).toBeGreaterThan(0);
      expect(t.description.length).toBeGreaterThan(0);
      expect(t.icon.length).toBeGreaterThan(0);
    }
  });
});
