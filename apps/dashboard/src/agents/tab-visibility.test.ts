import { describe, expect, it } from 'vitest';
import { AGENT_TABS } from './agent-tabs';
import { visibleAgentTabs } from './tab-visibility';

describe('agent tab visibility', () => {
  it('R-APS-6 hides Tools when enableNodes is on', () => {
    const values = (enableNodes: boolean) =>
      visibleAgentTabs(AGENT_TABS, { enableNodes }).map((t) => t.value);
    expect(values(false)).toContain('tools');
    expect(values(true)).not.toContain('tools');
  });

  it('R-APS-2 shows Prompt (nodes) and Canvas (prompt) only when enableNodes is on', () => {
    const values = (agent: { enableNodes: boolean } | null) =>
      visibleAgentTabs(AGENT_TABS, agent).map((t) => t.value);
    expect(values({ enableNodes: true })).toEqual(['overview', 'convos', 'kb', 'nodes', 'prompt']);
    expect(values({ enableNodes: false })).toEqual(['overview', 'convos', 'kb', 'tools']);
    expect(values(null)).toEqual(['overview', 'convos', 'kb', 'tools']);
  });

  it('R-APS-3 Tools sits at order 8', () => {
    expect(AGENT_TABS.find((t) => t.value === 'tools')).toEqual({ value: 'tools', label: 'Tools', order: 8 });
  });
});
