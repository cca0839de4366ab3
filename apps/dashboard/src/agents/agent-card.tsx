// One agent in the agents list: avatar, title, description, last edit; the whole card opens the agent.
import { Card, Group, Stack, Text } from '@mantine/core';
import type { TAgentSummary } from '@parley/contract/agents';
import type { Region } from '@parley/kernel/regions';
import { IconChevronRight, IconClock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatRelativeTime } from '../lib/relative-time';
import { AgentAvatar } from './agent-avatar';
import classes from './agents.module.css';

export function AgentCard({ agent, region }: { agent: TAgentSummary; region: Region }) {
  return (
    <Card
      renderRoot={(props) => (
        <Link
          to="/app/$region/agents/$agentId/$tab"
          params={{ region, agentId: agent.ID, tab: 'overview' }}
          {...props}
        />
      )}
      withBorder
      padding="lg"
      className={classes.card}
      data-testid="agent-card"
    >
      <Stack gap="md" h="100%">
        <Group wrap="nowrap" gap="md" align="flex-start">
          <AgentAvatar id={agent.ID} title={agent.title} imageUrl={agent.roundedImageURL} />
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Text fw={600} truncate title={agent.title}>
              {agent.title || 'Untitled agent'}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={2} mih={40}>
              {agent.description || 'No description yet.'}
            </Text>
          </Stack>
        </Group>
        <Group justify="space-between" mt="auto" c="dimmed">
          <Group gap={6}>
            <IconClock size={14} />
            <Text size="xs">Edited {formatRelativeTime(agent.lastModified * 1000)}</Text>
          </Group>
          <IconChevronRight size={16} className={classes.chevron} />
        </Group>
      </Stack>
    </Card>
  );
}
