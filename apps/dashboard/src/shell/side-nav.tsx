// The side navigation (R-SHL-2, R-SHL-3): only the pages that exist today are linked.
import { AppShell, Stack, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconBuildingStore,
  IconLayoutSidebarLeftCollapse,
  IconPin,
  IconPlus,
  IconRobot,
  IconWebhook,
} from '@tabler/icons-react';
import { useNewAgentDrawer } from '../agents/use-new-agent-drawer';
import { BillingNav } from './billing-nav';
import { NavLinkItem } from './nav-item';
import { RegionSwitch } from './region-switch';
import classes from './side-nav.module.css';
import { ThemeSelector } from './theme-selector';
import { useRegion } from './use-region';

interface SideNavProps {
  expanded: boolean;
  pinned: boolean;
  /** Phones show the navigation as a full panel without a pin. */
  phone: boolean;
  onTogglePinned: () => void;
  onNavigate: () => void;
}

export function SideNav({ expanded, pinned, phone, onTogglePinned, onNavigate }: SideNavProps) {
  const region = useRegion();
  const drawer = useNewAgentDrawer();
  const pinLabel = pinned ? 'Collapse sidebar' : 'Pin sidebar';
  const PinIcon = pinned ? IconLayoutSidebarLeftCollapse : IconPin;

  return (
    <>
      <AppShell.Section>
        <Tooltip label="New Agent" position="right" disabled={expanded}>
          <UnstyledButton
            className={`${classes.item} ${classes.primary}`}
            data-collapsed={!expanded || undefined}
            aria-label={expanded ? undefined : 'New Agent'}
            onClick={() => {
              onNavigate();
              drawer.open();
            }}
            data-testid="nav-new-agent"
          >
            <span className={classes.icon}>
              <IconPlus size={20} stroke={2} />
            </span>
            <span className={classes.label}>New Agent</span>
          </UnstyledButton>
        </Tooltip>
      </AppShell.Section>

      <AppShell.Section grow mt="lg" component="nav" aria-label="Main">
        <Stack gap={4}>
          <NavLinkItem
            to="/app/$region/agents"
            params={{ region }}
            icon={IconRobot}
            label="Agents"
            expanded={expanded}
          />
          <NavLinkItem
            to="/app/$region/clients"
            params={{ region }}
            icon={IconBuildingCommunity}
            label="Clients"
            expanded={expanded}
            onClick={onNavigate}
          />
          <NavLinkItem
            to="/app/$region/agency"
            params={{ region }}
            icon={IconBuildingStore}
            label="Agency"
            expanded={expanded}
            onClick={onNavigate}
          />
          <NavLinkItem
            to="/app/$region/events"
            params={{ region }}
            icon={IconWebhook}
            label="Events"
            expanded={expanded}
            onClick={onNavigate}
          />
        </Stack>
      </AppShell.Section>

      <AppShell.Section>
        <Stack gap={8}>
          <BillingNav expanded={expanded} onNavigate={onNavigate} />
          <RegionSwitch expanded={expanded} />
          <ThemeSelector expanded={expanded} />
          {!phone && (
            <Tooltip label={pinLabel} position="right" disabled={expanded}>
              <UnstyledButton
                className={classes.item}
                data-collapsed={!expanded || undefined}
                aria-label={pinLabel}
                aria-pressed={pinned}
                onClick={onTogglePinned}
                data-testid="nav-pin"
              >
                <span className={classes.icon}>
                  <PinIcon size={18} stroke={1.7} />
                </span>
                <span className={classes.label} style={{ color: 'var(--mantine-color-dimmed)' }}>
                  {pinLabel}
                </span>
              </UnstyledButton>
            </Tooltip>
          )}
        </Stack>
      </AppShell.Section>
    </>
  );
}
