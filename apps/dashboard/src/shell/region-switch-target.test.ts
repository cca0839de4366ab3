import { describe, expect, it } from 'vitest';
import { regionSwitchTarget } from './region-switch-target';

describe('regionSwitchTarget', () => {
  it('keeps the page and swaps the region', () => {
    expect(regionSwitchTarget('/app/eu/agents', 'na')).toBe('/app/na/agents');
    expect(regionSwitchTarget('/app/na/agents?sort=new', 'eu')).toBe('/app/eu/agents?sort=new');
  });

  it("opens the other region's agent list from an agent page", () => {
    expect(regionSwitchTarget('/app/eu/agents/parleyDemoAgent1/convos?showDebugger=true', 'na')).toBe(
      '/app/na/agents',
    );
  });
});
