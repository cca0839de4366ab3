import { describe, expect, it } from 'vitest';
import { AGENT_TABS, resolveAgentTab } from './agent-tabs';

describe('agent tabs', () => {
  it('R-APS-3 shows Design, Conversations, Knowledge, Prompt, Canvas, then Tools', () => {
    expect(AGENT_TABS.map((t) => [t.label, t.order])).toEqual([
      ['Design', 0],
      ['Conversations', 1],
      ['Knowledge', 3],
      ['Prompt', 6],
      ['Canvas', 7],
      ['Tools', 8],
    ]);
  });

  it('R-APS-1 renders built tabs as they are and other known tabs as overview', () => {
    expect(resolveAgentTab('overview')).toBe('overview');
    expect(resolveAgentTab('convos')).toBe('convos');
    expect(resolveAgentTab('nodes')).toBe('nodes');
    expect(resolveAgentTab('prompt')).toBe('prompt');
    expect(resolveAgentTab('settings')).toBe('overview');
  });

  it('rejects tab names the product does not have', () => {
    expect(resolveAgentTab('billing')).toBeNull();
    expect(resolveAgentTab('')).toBeNull();
  });
});
