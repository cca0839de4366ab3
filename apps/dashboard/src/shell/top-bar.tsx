// The 55px top bar (R-SHL-1): navigation toggle on phones, logo, the workspace menu (R-SHL-9), account menu.
import { Box, Burger, Group, Text } from '@mantine/core';
import { Link, useMatch } from '@tanstack/react-router';
import { AgentTopBar } from '../agent-bar/agent-top-bar';
import { useMe } from '../lib/use-me';
import { NotificationBell } from '../notifications/notification-bell';
import { PresenceToggle } from '../notifications/presence-toggle';
import { WorkspaceMenu } from '../workspaces/workspace-menu';
import { ParleyLogo } from './parley-logo';
import { useRegion } from './use-region';
import { UserMenu } from './user-menu';

interface TopBarProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

export function TopBar({ navOpened, onToggleNav }: TopBarProps) {
  const me = useMe();
  const region = useRegion();
  const agentMatch = useMatch({ from: '/app/$region/agents/$agentId/$tab', shouldThrow: false });
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label="Toggle navigation"
        />
        {/* On a phone's agent page the agent switcher needs the room; the burger menu leads home. */}
        <Box visibleFrom={agentMatch ? 'sm' : undefined} style={{ display: 'flex' }}>
          <Link
            to="/app/$region/agents"
            params={{ region }}
            aria-label="Parley home"
            style={{ display: 'flex', color: 'inherit', textDecoration: 'none' }}
          >
            <ParleyLogo size={26} />
          </Link>
        </Box>
        {!agentMatch && me && (
          <>
            <Text c="dimmed" fz="lg" fw={300} aria-hidden visibleFrom="xs">
              /
            </Text>
            <WorkspaceMenu />
          </>
        )}
      </Group>
      {agentMatch && (
        <AgentTopBar
          region={region}
          agentId={agentMatch.params.agentId}
          testMode={agentMatch.search.test === true}
        />
      )}
      <Group gap="xs" wrap="nowrap" style={{ flex: 'none' }}>
        {me && (
          <>
            <Box visibleFrom="sm">
              <PresenceToggle />
            </Box>
            <NotificationBell
              audience="workspace"
              viewer={{ personKey: `account:${me.account.uid}`, clientId: null }}
            />
          </>
        )}
        <UserMenu />
      </Group>
    </Group>
  );
}
