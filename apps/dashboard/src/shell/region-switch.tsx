// The region switch at the bottom of the navigation (R-SHL-4): EU Europe (Frankfurt) / NA North America (Virginia).
import { Menu, Tooltip, UnstyledButton } from '@mantine/core';
import { REGION_INFO, REGIONS, type Region } from '@parley/kernel/regions';
import { IconCheck, IconSelector } from '@tabler/icons-react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { regionPlace } from './region-label';
import { regionSwitchTarget } from './region-switch-target';
import classes from './side-nav.module.css';
import { useRegion } from './use-region';

export function RegionSwitch({ expanded }: { expanded: boolean }) {
  const region = useRegion();
  const navigate = useNavigate();
  const href = useRouterState({ select: (s) => s.location.href });
  const switchTo = (to: Region) => {
    if (to !== region) void navigate({ href: regionSwitchTarget(href, to) });
  };
  const label = `Region: ${REGION_INFO[region].label} ${regionPlace(region)}`;

  return (
    <Menu position="right-end" width={250} shadow="md" withinPortal>
      <Menu.Target>
        <Tooltip label={label} position="right" disabled={expanded}>
          <UnstyledButton
            className={`${classes.item} ${classes.tall}`}
            data-collapsed={!expanded || undefined}
            aria-label={label}
            data-testid="region-switch"
          >
            <span className={classes.icon}>
              <span className={classes.regionCode}>{REGION_INFO[region].label}</span>
            </span>
            <span className={`${classes.label} ${classes.twoLine}`}>
              <span>{REGION_INFO[region].name}</span>
              <span className={classes.secondary}>{REGION_INFO[region].city}</span>
            </span>
            {expanded && (
              <span className={classes.trailing}>
                <IconSelector size={14} />
              </span>
            )}
          </UnstyledButton>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Data region</Menu.Label>
        {REGIONS.map((r) => (
          <Menu.Item
            key={r}
            onClick={() => switchTo(r)}
            leftSection={<span className={classes.regionCode}>{REGION_INFO[r].label}</span>}
            rightSection={r === region ? <IconCheck size={14} /> : null}
            aria-current={r === region ? 'true' : undefined}
          >
            {regionPlace(r)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
