// Two regions, two separate databases (R-REG-1, R-REG-2).
export const REGIONS = ['eu', 'na'] as const;
export type Region = (typeof REGIONS)[number];

export const REGION_INFO: Record<Region, { label: string; name: string; city: string; location: string }> = {
  eu: { label: 'EU', name: 'Europe', city: 'Frankfurt', location: 'voiceglow-eu' },
  na: { label: 'NA', name: 'North America', city: 'Virginia', location: '(default)' },
};

export const isRegion = (value: unknown): value is Region => value === 'eu' || value === 'na';
export const otherRegion = (region: Region): Region => (region === 'eu' ? 'na' : 'eu');

/** Swap the region segment of an /app/{region}/… path (R-APS-15). */
export function swapRegionInPath(path: string, to: Region): string {
  return path.replace(/^\/app\/(eu|na)(?=\/|$)/, `/app/${to}`);
}
