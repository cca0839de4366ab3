// /app/{region}/account/billing (R-SHL-3): the credit balance, recent usage and credit transfers.
// Plans and payments are a later issue; the page says so.
import { Alert, Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageContainer } from '../lib/page-container';
import { formatRelativeTime } from '../lib/relative-time';
import { useTRPC } from '../lib/trpc';
import { useDocumentTitle } from '../lib/use-document-title';

const number = (n: number) => new Intl.NumberFormat('en').format(n);

function Empty({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

export function BillingPage() {
  useDocumentTitle('Billing - Parley');
  const trpc = useTRPC();
  const billing = useQuery(trpc.account.billing.queryOptions());
  const data = billing.data;
  return (
    <PageContainer>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            Billing
          </Title>
          <Text c="dimmed" size="sm">
            Your credit balance and where your credits went.
          </Text>
        </Stack>
        <Alert
          variant="light"
          icon={<IconInfoCircle size={18} />}
          title="No plans to buy on this instance"
          data-testid="billing-note"
        >
          This Parley instance charges nothing: every feature is included. Credits measure model usage (one
          credit per started 1,000 tokens of a reply). Plans and payments come in a later release; see{' '}
          <Anchor component={Link} to="/pricing" inherit>
            pricing
          </Anchor>
          .
        </Alert>
        {billing.isError && (
          <Alert color="red" variant="light">
            {AGENT_MESSAGES.listError(billing.error.message)}
          </Alert>
        )}
        {billing.isPending && <Skeleton h={240} radius="lg" />}
        {data && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Card withBorder padding="lg">
                <Text size="sm" c="dimmed">
                  Credit balance
                </Text>
                <Text fz={32} fw={750} data-testid="credit-balance">
                  {number(data.loadTokens)}
                </Text>
              </Card>
              <Card withBorder padding="lg">
                <Text size="sm" c="dimmed">
                  Plan
                </Text>
                <Text fz={32} fw={750}>
                  Free
                </Text>
              </Card>
              <Card withBorder padding="lg">
                <Text size="sm" c="dimmed">
                  Member since
                </Text>
                <Text fz="xl" fw={650} mt={8}>
                  {new Date(data.joinedAt * 1000).toLocaleDateString('en', {
                    year: 'numeric',
                    month: 'long',
                    day: 'numeric',
                  })}
                </Text>
              </Card>
            </SimpleGrid>
            <Card withBorder padding="lg">
              <Stack gap="sm">
                <Title order={2} fz="lg">
                  Recent usage
                </Title>
                {data.usage.length === 0 ? (
                  <Empty>
                    No credits used yet. Model replies use credits; the built-in responder is free.
                  </Empty>
                ) : (
                  <Table.ScrollContainer minWidth={560}>
                    <Table verticalSpacing="xs">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>When</Table.Th>
                          <Table.Th>Agent</Table.Th>
                          <Table.Th>What</Table.Th>
                          <Table.Th ta="right">Credits</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {data.usage.map((u) => (
                          <Table.Tr key={u.id}>
                            <Table.Td>{formatRelativeTime(u.timestamp)}</Table.Td>
                            <Table.Td ff="monospace" fz="xs">
                              {u.agentId ?? '—'}
                            </Table.Td>
                            <Table.Td>{u.message ?? u.modelId ?? u.causedBy}</Table.Td>
                            <Table.Td ta="right" c={u.direction === 'decrease' ? undefined : 'teal'}>
                              {u.direction === 'decrease' ? '−' : '+'}
                              {number(u.amount)}
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
              </Stack>
            </Card>
            <Card withBorder padding="lg">
              <Stack gap="sm">
                <Title order={2} fz="lg">
                  Credit transfers
                </Title>
                {data.transfers.length === 0 ? (
                  <Empty>No credits moved to or from your organisations yet.</Empty>
                ) : (
                  <Stack gap={0}>
                    {data.transfers.map((t) => (
                      <Group
                        key={t.id}
                        justify="space-between"
                        py={8}
                        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                      >
                        <Text size="sm">
                          {t.amount > 0 ? 'To' : 'From'} organisation{' '}
                          <Text span ff="monospace" size="xs">
                            {t.orgId}
                          </Text>
                        </Text>
                        <Group gap="md">
                          <Text size="sm" c="dimmed">
                            {formatRelativeTime(t.timestamp)}
                          </Text>
                          <Text size="sm" fw={600}>
                            {t.amount > 0 ? '−' : '+'}
                            {number(Math.abs(t.amount))}
                          </Text>
                        </Group>
                      </Group>
                    ))}
                  </Stack>
                )}
              </Stack>
            </Card>
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
