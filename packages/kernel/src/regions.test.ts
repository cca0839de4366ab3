import { describe, expect, it } from 'vitest';
import { otherRegion, REGION_INFO, swapRegionInPath } from './regions';

describe('regions', () => {
  it('R-REG-1 R-SHL-4 two regions with their labels', () => {
    expect(`${REGION_INFO.eu.label} ${REGION_INFO.eu.name} (${REGION_INFO.eu.city})`).toBe(
      'EU Europe (Frankfurt)',
    );
    expect(`${REGION_INFO.na.label} ${REGION_INFO.na.name} (${REGION_INFO.na.city})`).toBe(
      'NA North America (Virginia)',
    );
  });
  it("R-REG-2 each region's database location name", () => {
    expect(REGION_INFO.eu.location).toBe('voiceglow-eu');
    expect(REGION_INFO.na.location).toBe('(default)');
  });
  it('R-APS-15 swaps eu and na in the path only in the region segment', () => {
    expect(swapRegionInPath('/app/eu/agents/abc/overview', otherRegion('eu'))).toBe(
      '/app/na/agents/abc/overview',
    );
    expect(swapRegionInPath('/app/na/agents/eu', 'eu')).toBe('/app/eu/agents/eu');
    expect(swapRegionInPath('/login', 'na')).toBe('/login');
  });
});
