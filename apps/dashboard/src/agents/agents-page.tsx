// /app/{region}/agents: the workspace's agents in this region, newest modified first (as the server returns them).
import {
  Alert,
  Button,
  Card,
  EmptyState,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { IconAlertTriangle, IconPlus, IconRobot } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PageContainer } from '../lib/page-container';
import { useTRPC } from '../lib/trpc';
import { useDocumentTitle } from '../lib/use-document-title';
import { DASHBOARD_MESSAGES } from '../messages';
import { regionLabel } from '../shell/region-label';
import { useRegion } from '../shell/use-region';
import { AgentCard } from './agent-card';
import { useNewAgentDrawer } from './use-new-agent-drawer';

export function AgentsPage() {
  const region = useRegion();
  const trpc = useTRPC();
  const drawer = useNewAgentDrawer();
  const agents = useQuery(trpc.agents.list.queryOptions({ region }));
  useDocumentTitle('Agents - Parley');

  const count = agents.data?.length;
  return (
    <PageContainer>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Title order={1} fz={28}>
              Agents
            </Title>
            <Text c="dimmed" size="sm">
              {count === undefined
                ? regionLabel(region)
                : `${count} ${count === 1 ? 'agent' : 'agents'} in ${regionLabel(region)}`}
            </Text>
          </Stack>
          <Button leftSection={<IconPlus size={16} />} onClick={drawer.open} data-testid="agents-new-agent">
            New Agent
          </Button>
        </Group>

        {agents.isPending && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={150} radius="lg" />
            ))}
          </SimpleGrid>
        )}

        {agents.isError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {AGENT_MESSAGES.listError(agents.error.message)}
          </Alert>
        )}

        {agents.data && agents.data.length === 0 && (
          <Card withBorder padding={48} data-testid="agents-empty">
            <EmptyState
              variant="light"
              size="lg"
              icon={<IconRobot size={28} />}
              title={DASHBOARD_MESSAGES.noAgents}
              description="Create your first AI agent: pick a template, give it a name, and test it right away."
            >
              <EmptyState.Actions>
                <Button leftSection={<IconPlus size={16} />} onClick={drawer.open}>
                  Create your first agent
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          </Card>
        )}

        {agents.data && agents.data.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="agents-list">
            {agents.data.map((agent) => (
              <AgentCard key={agent.ID} agent={agent} region={region} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </PageContainer>
  );
}
