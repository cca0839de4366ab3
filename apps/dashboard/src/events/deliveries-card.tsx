// Recent hook deliveries with status, attempts and last answer, and a retry button (R-EVT-2, R-EVT-3).
import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { EVENT_MESSAGES } from '@parley/messages/events';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatRelativeTime } from '../lib/relative-time';
import { useTRPC } from '../lib/trpc';
import { canRetry, deliveryBadge } from './delivery-status';

export function DeliveriesCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Deliveries change in the background (the poller): keep the list fresh while the page is open.
  const deliveries = useQuery({
    ...trpc.events.deliveries.queryOptions({ limit: 50 }),
    refetchInterval: 3000,
  });
  const retry = useMutation(
    trpc.events.retry.mutationOptions({
      onSuccess: (d) => {
        void queryClient.invalidateQueries({ queryKey: trpc.events.deliveries.queryKey() });
        notifications.show(
          d.status === 'delivered'
            ? { color: 'green', message: EVENT_MESSAGES.retried, autoClose: 3000 }
            : {
                color: 'red',
                message: EVENT_MESSAGES.retryFailed(d.lastError ?? 'no answer'),
                autoClose: 4000,
              },
        );
      },
      onError: (error) => notifications.show({ color: 'red', message: error.message, autoClose: 4000 }),
    }),
  );

  return (
    <Card withBorder padding="lg" data-testid="deliveries">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Recent deliveries
        </Title>
        {deliveries.isPending && <Skeleton h={120} />}
        {deliveries.isError && (
          <Alert color="red" variant="light">
            {AGENT_MESSAGES.listError(deliveries.error.message)}
          </Alert>
        )}
        {deliveries.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            No events sent yet. Subscribe to an event type, or send a test event.
          </Text>
        )}
        {deliveries.data && deliveries.data.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Event</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Attempts</Table.Th>
                  <Table.Th>Last answer</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {deliveries.data.map((d) => {
                  const badge = deliveryBadge(d);
                  const operation = typeof d.payload.operation === 'string' ? d.payload.operation : null;
                  return (
                    <Table.Tr key={d.id} data-testid="delivery-row" data-status={d.status}>
                      <Table.Td>
                        <Code>{d.type}</Code>{' '}
                        {operation && (
                          <Text span size="xs" c="dimmed">
                            {operation}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Badge color={badge.color} variant="light">
                          {badge.label}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{d.attempts}</Table.Td>
                      <Table.Td maw={260}>
                        <Tooltip label={d.lastError} disabled={!d.lastError} multiline maw={360}>
                          <Text size="sm" truncate c={d.lastError ? 'red' : undefined}>
                            {d.lastError ?? (d.lastStatus ? `HTTP ${d.lastStatus}` : '—')}
                          </Text>
                        </Tooltip>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" c="dimmed">
                          {formatRelativeTime(d.createdAt)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {canRetry(d) && (
                          <Group justify="flex-end">
                            <Button
                              size="xs"
                              variant="default"
                              leftSection={<IconRefresh size={14} />}
                              loading={retry.isPending && retry.variables?.id === d.id}
                              onClick={() => retry.mutate({ id: d.id })}
                            >
                              Retry
                            </Button>
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
