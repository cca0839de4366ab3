import { describe, expect, it } from 'vitest';
import { firstWidget, switchedAgentPath } from './selected-widget';

describe('switching agents (R-CSH-6)', () => {
  it('R-CSH-6 keeps the current tab and sub-path when the client may open it', () => {
    expect(
      switchedAgentPath({ region: 'eu', agentId: 'B', currentRest: 'kb', allowedTabs: ['home', 'kb'] }),
    ).toBe('/app/eu/agents/B/kb');
  });
  it('R-CSH-6 falls back to the first allowed page, then to overview', () => {
    expect(
      switchedAgentPath({ region: 'na', agentId: 'B', currentRest: 'settings', allowedTabs: ['convos'] }),
    ).toBe('/app/na/agents/B/convos');
    expect(switchedAgentPath({ region: 'eu', agentId: 'B', currentRest: 'x', allowedTabs: [] })).toBe(
      '/app/eu/agents/B/overview',
    );
  });
  it('R-CSH-6 opens the remembered agent first when it is still the client’s', () => {
    const agents = [{ ID: 'a' }, { ID: 'b' }];
    expect(firstWidget(agents, 'b')).toEqual({ ID: 'b' });
    expect(firstWidget(agents, 'gone')).toEqual({ ID: 'a' });
    expect(firstWidget([], null)).toBeNull();
  });
});
