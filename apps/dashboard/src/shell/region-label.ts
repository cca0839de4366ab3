import { REGION_INFO, type Region } from '@parley/kernel/regions';

/** R-SHL-4: 'EU Europe (Frankfurt)', 'NA North America (Virginia)'. */
export const regionLabel = (region: Region): string => {
  const info = REGION_INFO[region];
  return `${info.label} ${regionPlace(region)}`;
};

/** 'Europe (Frankfurt)'. */
export const regionPlace = (region: Region): string =>
  `${REGION_INFO[region].name} (${REGION_INFO[region].city})`;
