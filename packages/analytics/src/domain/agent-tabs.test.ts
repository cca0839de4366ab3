import { AGENT_TABS } from '@parley/agent-page/agent-tabs';
import { describe, expect, it } from 'vitest';
import { isAgentTab } from './agent-tabs';

describe('isAgentTab', () => {
  it('R-APS-12 accepts every fixed agent tab and custom pages under c/', () => {
    for (const { key } of AGENT_TABS) expect(isAgentTab(key)).toBe(true);
    expect(isAgentTab('c/pricing-page')).toBe(true);
  });

  it('R-APS-12 refuses anything else', () => {
    for (const tab of ['', 'Home', 'admin', 'c/', 'c/a b', 'c/../x', 'overview ', 'x/home']) {
      expect(isAgentTab(tab)).toBe(false);
    }
  });
});
