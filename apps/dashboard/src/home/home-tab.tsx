// The client's Home tab (R-APS-2 index -2, R-APS-6): how the agent is doing at a glance, with ways into
// the tabs the client may open.
import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { Region } from '@parley/kernel/regions';
import { IconAlertTriangle, IconBook2, IconMessages, IconUserQuestion } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatRelativeTime } from '../lib/relative-time';
import { useTRPC } from '../lib/trpc';

interface HomeTabProps {
  region: Region;
  agentId: string;
  /** Tabs the viewer may open, to offer as next steps. */
  openTab: (tab: string) => void;
  canOpen: (tab: string) => boolean;
}

function Stat({
  label,
  value,
  hint,
  icon,
}: {
  label: string;
  value: ReactNode;
  hint?: string;
  icon: ReactNode;
}) {
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.1}>
            {value}
          </Text>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
        <ThemeIcon variant="light" size={36} radius="md">
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}

export function HomeTab({ region, agentId, openTab, canOpen }: HomeTabProps) {
  const trpc = useTRPC();
  const { data, error } = useQuery({
    ...trpc.conversations.activity.queryOptions({ region, agentId }),
    refetchInterval: 15_000,
  });
  if (error)
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
        {error.message}
      </Alert>
    );
  const c = data?.conversations;
  return (
    <Stack gap="lg" data-testid="home-tab">
      <div>
        <Title order={2} fz={20}>
          At a glance
        </Title>
        <Text c="dimmed" size="sm">
          {data?.lastActivity
            ? `Last conversation ${formatRelativeTime(data.lastActivity)}.`
            : 'No conversations yet. They will appear here as visitors chat.'}
        </Text>
      </div>
      {data && c ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <Stat label="Today" value={c.today} hint="conversations" icon={<IconMessages size={20} />} />
          <Stat
            label="Last 7 days"
            value={c.last7Days}
            hint={`${c.total} in all`}
            icon={<IconMessages size={20} />}
          />
          <Stat
            label="Waiting for a person"
            value={c.waitingForHuman}
            hint={`${c.withHuman} with a team member now`}
            icon={<IconUserQuestion size={20} />}
          />
          <Stat
            label="Knowledge"
            value={data.knowledge.documents}
            hint={`${data.knowledge.ready} ready${data.knowledge.failed ? `, ${data.knowledge.failed} failed` : ''}`}
            icon={<IconBook2 size={20} />}
          />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={104} radius="lg" />
          ))}
        </SimpleGrid>
      )}
      <Group gap="sm">
        {canOpen('convos') && (
          <Button variant="light" onClick={() => openTab('convos')}>
            Read conversations
          </Button>
        )}
        {canOpen('kb') && (
          <Button variant="default" onClick={() => openTab('kb')}>
            Manage knowledge
          </Button>
        )}
      </Group>
    </Stack>
  );
}
