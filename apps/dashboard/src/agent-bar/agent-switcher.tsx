// The agent switcher of the top bar (R-APS-18): the workspace's agents, newest-modified first.
import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import type { Region } from '@parley/kernel/regions';
import { IconCheck, IconSelector } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AgentAvatar } from '../agents/agent-avatar';
import { useTRPC } from '../lib/trpc';

interface AgentSwitcherProps {
  region: Region;
  agentId: string;
  onSwitch: (agentId: string) => void;
}

export function AgentSwitcher({ region, agentId, onSwitch }: AgentSwitcherProps) {
  const trpc = useTRPC();
  const agents = useQuery(trpc.agents.list.queryOptions({ region })).data ?? [];
  const current = agents.find((a) => a.ID === agentId);
  return (
    <Menu position="bottom-start" width={280} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label="Switch agent"
          data-testid="agent-switcher"
          px={8}
          py={4}
          style={{ borderRadius: 8, minWidth: 0 }}
        >
          <Group gap={8} wrap="nowrap" miw={0}>
            {current && (
              <AgentAvatar
                id={current.ID}
                title={current.title}
                imageUrl={current.roundedImageURL}
                size={24}
              />
            )}
            <Text size="sm" fw={600} truncate maw={{ base: 120, sm: 220 }} visibleFrom="xs">
              {current?.title ?? 'Agent'}
            </Text>
            <IconSelector size={14} style={{ flexShrink: 0, opacity: 0.6 }} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
        <Menu.Label>Agents</Menu.Label>
        {agents.map((a) => (
          <Menu.Item
            key={a.ID}
            data-testid="agent-switcher-item"
            leftSection={<AgentAvatar id={a.ID} title={a.title} imageUrl={a.roundedImageURL} size={22} />}
            rightSection={a.ID === agentId ? <IconCheck size={14} /> : null}
            onClick={() => a.ID !== agentId && onSwitch(a.ID)}
          >
            <Text size="sm" truncate>
              {a.title || 'Untitled agent'}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
