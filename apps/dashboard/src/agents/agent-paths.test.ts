import { describe, expect, it } from 'vitest';
import { agentLandingPath, agentPath, agentsPath } from './agent-paths';

describe('agent paths', () => {
  it('R-AGC-13 lands on nodes with the debugger when nodes are enabled', () => {
    expect(agentLandingPath('eu', 'a1B2c3D4e5F6', true)).toBe(
      '/app/eu/agents/a1B2c3D4e5F6/nodes?showDebugger=true',
    );
  });

  it('R-AGC-13 lands on overview with the debugger when nodes are not enabled', () => {
    expect(agentLandingPath('na', 'a1B2c3D4e5F6', false)).toBe(
      '/app/na/agents/a1B2c3D4e5F6/overview?showDebugger=true',
    );
  });

  it('R-APS-1 builds /app/{region}/agents/{agentId}/{tab}, overview by default', () => {
    expect(agentPath('eu', 'parleyDemoAgent1')).toBe('/app/eu/agents/parleyDemoAgent1/overview');
    expect(agentPath('na', 'parleyDemoAgent1', 'convos')).toBe('/app/na/agents/parleyDemoAgent1/convos');
    expect(agentsPath('na')).toBe('/app/na/agents');
  });
});
