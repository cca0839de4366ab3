// The workspace log (R-EVT-1): entries posted by agents, integrations and the workspace.
import { Alert, Badge, Card, Code, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { useQuery } from '@tanstack/react-query';
import { formatMessageTime } from '../lib/relative-time';
import { useTRPC } from '../lib/trpc';

export function WorkspaceLogCard({ workspaceId }: { workspaceId: string }) {
  const trpc = useTRPC();
  const logs = useQuery({ ...trpc.events.logs.queryOptions({ limit: 50 }), refetchInterval: 10_000 });
  return (
    <Card withBorder padding="lg" data-testid="workspace-log">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            Workspace log
          </Title>
          <Text size="sm" c="dimmed">
            Agents and integrations add entries with <Code>POST /api/workspace/{workspaceId}/logs</Code>.
          </Text>
        </Stack>
        {logs.isPending && <Skeleton h={80} />}
        {logs.isError && (
          <Alert color="red" variant="light">
            {AGENT_MESSAGES.listError(logs.error.message)}
          </Alert>
        )}
        {logs.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            Nothing logged yet.
          </Text>
        )}
        <Stack gap={0}>
          {logs.data?.map((entry) => (
            <Group
              key={entry.id}
              gap="sm"
              py={8}
              wrap="nowrap"
              align="flex-start"
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              <Text size="xs" c="dimmed" w={92} style={{ flexShrink: 0 }} pt={3}>
                {formatMessageTime(entry.createdAt)}
              </Text>
              <Stack gap={2} miw={0} style={{ flex: 1 }}>
                <Group gap={6}>
                  <Badge size="sm" variant="light">
                    {entry.type}
                  </Badge>
                  {entry.channel && (
                    <Text size="xs" c="dimmed">
                      {entry.channel}
                    </Text>
                  )}
                  {entry.agentId && (
                    <Text size="xs" c="dimmed" ff="monospace">
                      {entry.agentId}
                    </Text>
                  )}
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {entry.content}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
