// /app/{region}/events (R-SHL-3): the event hook, its deliveries, and the workspace log.
import { Stack, Text, Title } from '@mantine/core';
import { PageContainer } from '../lib/page-container';
import { useDocumentTitle } from '../lib/use-document-title';
import { useMe } from '../lib/use-me';
import { DeliveriesCard } from './deliveries-card';
import { HookSettingsCard } from './hook-settings-card';
import { WorkspaceLogCard } from './workspace-log-card';

export function EventsPage() {
  useDocumentTitle('Events - Parley');
  const me = useMe();
  return (
    <PageContainer>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            Events
          </Title>
          <Text c="dimmed" size="sm">
            Tell your own systems what happens in this workspace, and see what was logged.
          </Text>
        </Stack>
        <HookSettingsCard />
        <DeliveriesCard />
        <WorkspaceLogCard workspaceId={me?.workspace.uid ?? '{userId}'} />
      </Stack>
    </PageContainer>
  );
}
