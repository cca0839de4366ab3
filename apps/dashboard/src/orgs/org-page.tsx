// /app/{region}/clients/{orgId}: one organisation: header and actions, its users, its agents; the Org
// Info and Add/Edit User drawers and the credit transfer dialog.
import { Alert, Anchor, Button, Card, EmptyState, Group, Skeleton, Stack, Title } from '@mantine/core';
import type { TOrgAgent } from '@parley/contract/org-admin';
import type { TClientUser } from '@parley/contract/organisations';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { IconAlertTriangle, IconArrowLeft, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { PageContainer } from '../lib/page-container';
import { useTRPC } from '../lib/trpc';
import { useDocumentTitle } from '../lib/use-document-title';
import { useRegion } from '../shell/use-region';
import { ClientUserDrawer } from './client-user-drawer';
import { ClientsTable } from './clients-table';
import { CreditTransferModal } from './credit-transfer-modal';
import { OrgAgentsCard } from './org-agents-card';
import { OrgHeader } from './org-header';
import { OrgInfoDrawer } from './org-info-drawer';
import { ORG_UI_MESSAGES } from './org-notices';
import { RemoveClientModal } from './remove-client-modal';

/** Which drawer or dialog is open; `client` null in 'user' means Add User. */
type Open =
  | { kind: 'none' }
  | { kind: 'info' }
  | { kind: 'transfer' }
  | { kind: 'user'; client: TClientUser | null };

export function OrgPage() {
  const region = useRegion();
  const { orgId } = useParams({ from: '/app/$region/clients/$orgId' });
  const trpc = useTRPC();
  const got = useQuery(trpc.orgs.get.queryOptions({ region, orgId }));
  const agentList = useQuery(trpc.agents.list.queryOptions({ region }));
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const [removing, setRemoving] = useState<TClientUser | null>(null);
  useDocumentTitle(got.data ? `${got.data.org.name} - Clients` : 'Clients - Parley');

  const agents = useMemo(
    () =>
      new Map<string, TOrgAgent>(
        (agentList.data ?? []).map((a) => [
          a.ID,
          { ID: a.ID, title: a.title, roundedImageURL: a.roundedImageURL ?? null },
        ]),
      ),
    [agentList.data],
  );
  const close = () => setOpen({ kind: 'none' });
  const target = { mode: 'root' as const, region, orgId };

  return (
    <PageContainer>
      <Stack gap="lg">
        <Anchor
          renderRoot={(props) => <Link to="/app/$region/clients" params={{ region }} {...props} />}
          size="sm"
          data-testid="back-to-clients"
        >
          <Group gap={4}>
            <IconArrowLeft size={14} />
            Clients
          </Group>
        </Anchor>

        {got.isError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {AGENT_MESSAGES.listError(got.error.message)}
          </Alert>
        )}
        {got.isPending && <Skeleton h={120} radius="lg" />}

        {got.data && (
          <>
            <OrgHeader
              org={got.data.org}
              clientCount={got.data.clients.length}
              onOrgInfo={() => setOpen({ kind: 'info' })}
              onAddUser={() => setOpen({ kind: 'user', client: null })}
              onTransfer={() => setOpen({ kind: 'transfer' })}
            />

            <Stack gap="sm">
              <Title order={2} fz={18}>
                Users
              </Title>
              {got.data.clients.length === 0 ? (
                <Card withBorder padding={40} data-testid="clients-empty">
                  <EmptyState
                    variant="light"
                    icon={<IconUsers size={26} />}
                    title={ORG_UI_MESSAGES.noClients}
                    description="Users sign in to the client dashboard and see the agents and sections you give them."
                  >
                    <EmptyState.Actions>
                      <Button
                        leftSection={<IconUserPlus size={16} />}
                        onClick={() => setOpen({ kind: 'user', client: null })}
                      >
                        Add User
                      </Button>
                    </EmptyState.Actions>
                  </EmptyState>
                </Card>
              ) : (
                <ClientsTable
                  clients={got.data.clients}
                  agents={agents}
                  onEdit={(client) => setOpen({ kind: 'user', client })}
                  onRemove={setRemoving}
                />
              )}
            </Stack>

            <Stack gap="sm">
              <Title order={2} fz={18}>
                Agents
              </Title>
              <OrgAgentsCard
                region={region}
                widgetIDs={got.data.org.widgetIDs}
                agents={agents}
                onManage={() => setOpen({ kind: 'info' })}
              />
            </Stack>

            <CreditTransferModal
              region={region}
              orgId={orgId}
              orgName={got.data.org.name}
              opened={open.kind === 'transfer'}
              onClose={close}
            />
          </>
        )}
      </Stack>

      <OrgInfoDrawer {...target} opened={open.kind === 'info'} onClose={close} />
      <ClientUserDrawer
        {...target}
        opened={open.kind === 'user'}
        client={open.kind === 'user' ? open.client : null}
        onClose={close}
      />
      <RemoveClientModal region={region} orgId={orgId} client={removing} onClose={() => setRemoving(null)} />
    </PageContainer>
  );
}
