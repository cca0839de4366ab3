// /app/{region}/clients: the workspace's organisations in this region, searchable by name, and
// '+ New Organization' (R-ORG-7). List failures read 'Error has occured: {message}' (R-SHL-13).
import {
  Alert,
  Button,
  Card,
  EmptyState,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { ORG_MESSAGES } from '@parley/messages/organisations';
import { IconAlertTriangle, IconBuilding, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageContainer } from '../lib/page-container';
import { useTRPC } from '../lib/trpc';
import { useDocumentTitle } from '../lib/use-document-title';
import { regionLabel } from '../shell/region-label';
import { useRegion } from '../shell/use-region';
import { OrgList } from './org-list';
import { filterOrgsByName } from './org-list-filter';
import { ORG_UI_MESSAGES } from './org-notices';
import { useCreateOrg } from './use-create-org';

export function ClientsPage() {
  const region = useRegion();
  const trpc = useTRPC();
  const orgs = useQuery(trpc.orgs.list.queryOptions({ region }));
  const create = useCreateOrg(region);
  const [query, setQuery] = useState('');
  useDocumentTitle('Clients - Parley');

  const count = orgs.data?.length;
  const shown = filterOrgsByName(orgs.data ?? [], query);
  const newOrg = () => create.mutate({ region, name: ORG_MESSAGES.defaultName });

  return (
    <PageContainer>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Title order={1} fz={28}>
              Clients
            </Title>
            <Text c="dimmed" size="sm">
              {count === undefined
                ? regionLabel(region)
                : `${count} ${count === 1 ? 'organization' : 'organizations'} in ${regionLabel(region)}`}
            </Text>
          </Stack>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={newOrg}
            loading={create.isPending}
            data-testid="new-org"
          >
            New Organization
          </Button>
        </Group>

        {orgs.isError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {AGENT_MESSAGES.listError(orgs.error.message)}
          </Alert>
        )}

        {orgs.isPending && (
          <Stack gap="xs">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={64} radius="md" />
            ))}
          </Stack>
        )}

        {orgs.data && orgs.data.length === 0 && (
          <Card withBorder padding={48} data-testid="orgs-empty">
            <EmptyState
              variant="light"
              size="lg"
              icon={<IconBuilding size={28} />}
              title={ORG_UI_MESSAGES.noOrgs}
              description="An organization groups the client users of one customer. Give them agents, dashboard access and credits."
            >
              <EmptyState.Actions>
                <Button leftSection={<IconPlus size={16} />} onClick={newOrg} loading={create.isPending}>
                  Create your first organization
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          </Card>
        )}

        {orgs.data && orgs.data.length > 0 && (
          <Stack gap="md">
            <TextInput
              placeholder="Search organizations by name"
              leftSection={<IconSearch size={16} />}
              value={query}
              onChange={(e) => setQuery(e.currentTarget.value)}
              aria-label="Search organizations"
              data-testid="org-search"
            />
            {shown.length > 0 ? (
              <OrgList orgs={shown} region={region} />
            ) : (
              <Text c="dimmed" size="sm" ta="center" py="lg" data-testid="orgs-no-match">
                {ORG_UI_MESSAGES.noMatch(query.trim())}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}
