// The Design (overview) tab: what the agent is, and how to put it on a website.
import { ActionIcon, Card, Code, Group, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { Region } from '@parley/kernel/regions';
import { IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatRelativeTime } from '../lib/relative-time';
import { useCopy } from '../lib/use-copy';
import { regionLabel } from '../shell/region-label';
import type { AgentView } from './agent-view';
import { ResponderCard } from './responder-card';
import { WebsiteScriptCard } from './website-script-card';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

export function AgentOverviewTab({ agent, region }: { agent: AgentView; region: Region }) {
  const { copy } = useCopy();
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" data-testid="agent-details">
        <Stack gap="lg">
          <Title order={3} fz="md">
            Details
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
            <Field label="Name">
              <Text size="sm">{agent.title || 'Untitled agent'}</Text>
            </Field>
            <Field label="Region">
              <Text size="sm">{regionLabel(region)}</Text>
            </Field>
            <Field label="Agent ID">
              <Group gap={6} wrap="nowrap">
                <Code fz="sm">{agent.ID}</Code>
                <Tooltip label="Copy agent ID">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label="Copy agent ID"
                    onClick={() => void copy(agent.ID)}
                  >
                    <IconCopy size={14} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Field>
            {agent.lastModified !== undefined && (
              <Field label="Last edited">
                <Text size="sm">{formatRelativeTime(agent.lastModified * 1000)}</Text>
              </Field>
            )}
          </SimpleGrid>
          <Field label="Description">
            <Text size="sm" c={agent.description ? undefined : 'dimmed'}>
              {agent.description || 'No description yet.'}
            </Text>
          </Field>
        </Stack>
      </Card>
      <ResponderCard />
      <WebsiteScriptCard agentId={agent.ID} region={region} />
    </Stack>
  );
}
