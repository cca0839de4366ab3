import { type Region, swapRegionInPath } from '@parley/kernel/regions';

/**
 * Where the region switch goes: the same page in the other region (swapRegionInPath), except an agent's
 * pages. An agent lives in one region, so the swapped agent URL would bounce straight back (R-APS-15);
 * the switch opens the other region's agent list instead.
 */
export function regionSwitchTarget(pathWithSearch: string, to: Region): string {
  const [path = ''] = pathWithSearch.split(/[?#]/);
  if (/^\/app\/(eu|na)\/agents\/[^/]+/.test(path)) return `/app/${to}/agents`;
  return swapRegionInPath(pathWithSearch, to);
}
