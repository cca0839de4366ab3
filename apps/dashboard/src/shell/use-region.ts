import type { Region } from '@parley/kernel/regions';
import { useRouteContext } from '@tanstack/react-router';

/** The region of the current /app/{region}/… page, validated by the /app/$region route. */
export function useRegion(): Region {
  return useRouteContext({ from: '/app/$region', select: (c) => c.region });
}
