// The 55px top bar (R-SHL-1): navigation toggle on phones, logo, workspace name, account menu.
import { Box, Burger, Group, Text } from '@mantine/core';
import { Link, useMatch } from '@tanstack/react-router';
import { AgentTopBar } from '../agent-bar/agent-top-bar';
import { truncateName } from '../lib/text';
import { useMe } from '../lib/use-me';
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
  const workspaceName = me?.workspace.workspaceName ?? '';
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
        {!agentMatch && workspaceName && (
          <>
            <Text c="dimmed" fz="lg" fw={300} aria-hidden visibleFrom="xs">
              /
            </Text>
            <Text
              size="sm"
              fw={500}
              truncate
              title={workspaceName}
              visibleFrom="xs"
              data-testid="workspace-name"
            >
              {truncateName(workspaceName)}
            </Text>
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
      <UserMenu />
    </Group>
  );
}
