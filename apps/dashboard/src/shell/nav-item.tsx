// A side navigation link: icon always, label when the navigation is expanded, tooltip when it is not.
import { Tooltip } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { Link, type LinkProps } from '@tanstack/react-router';
import classes from './side-nav.module.css';

interface NavLinkItemProps extends Pick<LinkProps, 'to' | 'params'> {
  icon: TablerIcon;
  label: string;
  expanded: boolean;
  onClick?: () => void;
}

export function NavLinkItem({ icon: Icon, label, expanded, onClick, ...link }: NavLinkItemProps) {
  return (
    <Tooltip label={label} position="right" disabled={expanded}>
      <Link
        {...link}
        onClick={onClick}
        className={classes.item}
        data-collapsed={!expanded || undefined}
        aria-label={expanded ? undefined : label}
        activeProps={{ 'data-active': true, 'aria-current': 'page' } as Record<string, unknown>}
        activeOptions={{ includeSearch: false }}
      >
        <span className={classes.icon}>
          <Icon size={20} stroke={1.7} />
        </span>
        <span className={classes.label}>{label}</span>
      </Link>
    </Tooltip>
  );
}
