import { describe, expect, it } from 'vitest';
import { regionLabel, regionPlace } from './region-label';

describe('region labels', () => {
  it('R-SHL-4 labels the regions EU Europe (Frankfurt) and NA North America (Virginia)', () => {
    expect(regionLabel('eu')).toBe('EU Europe (Frankfurt)');
    expect(regionLabel('na')).toBe('NA North America (Virginia)');
    expect(regionPlace('na')).toBe('North America (Virginia)');
  });
});
