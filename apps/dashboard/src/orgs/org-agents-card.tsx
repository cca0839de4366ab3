// The organisation's agents (its widgetIDs): which workspace agents belong to it, each linking to its page.
import { Button, Card, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { TOrgAgent } from '@parley/contract/org-admin';
import type { Region } from '@parley/kernel/regions';
import { IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { AgentAvatar } from '../agents/agent-avatar';
import { ORG_UI_MESSAGES } from './org-notices';
import classes from './orgs.module.css';

interface OrgAgentsCardProps {
  region: Region;
  widgetIDs: string[];
  agents: ReadonlyMap<string, TOrgAgent>;
  onManage: () => void;
}

export function OrgAgentsCard({ region, widgetIDs, agents, onManage }: OrgAgentsCardProps) {
  if (widgetIDs.length === 0) {
    return (
      <Card withBorder padding="lg" data-testid="org-agents">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {ORG_UI_MESSAGES.noAgents}
          </Text>
          <Button variant="light" size="xs" leftSection={<IconSettings size={14} />} onClick={onManage}>
            Choose agents
          </Button>
        </Group>
      </Card>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-testid="org-agents">
      {widgetIDs.map((id) => {
        const agent = agents.get(id);
        return (
          <Card key={id} withBorder padding="sm" className={classes.agentCard}>
            <UnstyledButton
              renderRoot={(props) => (
                <Link
                  to="/app/$region/agents/$agentId/$tab"
                  params={{ region, agentId: id, tab: 'overview' }}
                  {...props}
                />
              )}
            >
              <Group wrap="nowrap" gap="sm">
                <AgentAvatar
                  id={id}
                  title={agent?.title || id}
                  imageUrl={agent?.roundedImageURL ?? undefined}
                  size={36}
                />
                <Stack gap={0} miw={0}>
                  <Text size="sm" fw={600} truncate="end" data-testid="org-agent-title">
                    {agent?.title || id}
                  </Text>
                  <Text size="xs" c="dimmed" truncate="end">
                    {agent ? id : 'Not in this region'}
                  </Text>
                </Stack>
              </Group>
            </UnstyledButton>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
