// A side navigation row: icon always, label when the navigation is expanded, tooltip when it is not.
import { Tooltip, UnstyledButton } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import classes from './side-nav.module.css';

interface NavRowProps {
  icon: TablerIcon;
  label: string;
  expanded: boolean;
}

function RowContent({ icon: Icon, label }: { icon: TablerIcon; label: ReactNode }) {
  return (
    <>
      <span className={classes.icon}>
        <Icon size={20} stroke={1.7} />
      </span>
      <span className={classes.label}>{label}</span>
    </>
  );
}

export function NavLinkItem({
  icon,
  label,
  expanded,
  ...link
}: NavRowProps & Pick<LinkProps, 'to' | 'params'>) {
  return (
    <Tooltip label={label} position="right" disabled={expanded}>
      <Link
        {...link}
        className={classes.item}
        data-collapsed={!expanded || undefined}
        aria-label={expanded ? undefined : label}
        activeProps={{ 'data-active': true, 'aria-current': 'page' } as Record<string, unknown>}
        activeOptions={{ includeSearch: false }}
      >
        <RowContent icon={icon} label={label} />
      </Link>
    </Tooltip>
  );
}

export function NavButtonItem({ icon, label, expanded, onClick }: NavRowProps & { onClick: () => void }) {
  return (
    <Tooltip label={label} position="right" disabled={expanded}>
      <UnstyledButton
        className={classes.item}
        data-collapsed={!expanded || undefined}
        aria-label={expanded ? undefined : label}
        onClick={onClick}
      >
        <RowContent icon={icon} label={label} />
      </UnstyledButton>
    </Tooltip>
  );
}
