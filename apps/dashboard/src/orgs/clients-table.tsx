// The organisation's users: name (org admin badge), e-mail, status, agents; edit and remove. Phones get
// one card per user instead of a table.
import {
  ActionIcon,
  Avatar,
  Badge,
  Card,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { TOrgAgent } from '@parley/contract/org-admin';
import type { TClientUser } from '@parley/contract/organisations';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { initialsOf } from '../lib/text';
import { usePhone } from '../lib/use-viewport';
import { ClientAgents } from './client-agents';
import { ClientStatusBadge } from './client-status-badge';

interface ClientsTableProps {
  clients: TClientUser[];
  agents: ReadonlyMap<string, TOrgAgent>;
  onEdit: (client: TClientUser) => void;
  onRemove: (client: TClientUser) => void;
}

function Who({ client }: { client: TClientUser }) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar src={client.squarePhotoURL} size={32} radius="xl" color="blue" alt="">
        {initialsOf(client.name)}
      </Avatar>
      <Stack gap={0} miw={0}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600} truncate="end" data-testid="client-row-name">
            {client.name}
          </Text>
          {client.isOrgAdmin && (
            <Badge size="xs" variant="light" color="violet" data-testid="org-admin-badge">
              Org admin
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" truncate="end" hiddenFrom="sm">
          {client.email}
        </Text>
      </Stack>
    </Group>
  );
}

function Actions({
  client,
  onEdit,
  onRemove,
}: { client: TClientUser } & Pick<ClientsTableProps, 'onEdit' | 'onRemove'>) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label="Edit user">
        <ActionIcon
          variant="subtle"
          aria-label={`Edit ${client.name}`}
          onClick={() => onEdit(client)}
          data-testid="edit-client"
        >
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Remove user">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove ${client.name}`}
          onClick={() => onRemove(client)}
          data-testid="remove-client"
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

export function ClientsTable({ clients, agents, onEdit, onRemove }: ClientsTableProps) {
  const phone = usePhone();
  if (phone) {
    return (
      <Stack gap="xs" data-testid="clients-table">
        {clients.map((client) => (
          <Paper key={client.ID} withBorder radius="md" p="sm" data-testid="client-row">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Who client={client} />
              <Actions client={client} onEdit={onEdit} onRemove={onRemove} />
            </Group>
            <Group justify="space-between" mt="xs">
              <ClientStatusBadge status={client.status} />
              <ClientAgents ids={client.widgetIDs} agents={agents} />
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Card withBorder padding={0}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover data-testid="clients-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Agents</Table.Th>
            <Table.Th w={90}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clients.map((client) => (
            <Table.Tr key={client.ID} data-testid="client-row">
              <Table.Td maw={240}>
                <Who client={client} />
              </Table.Td>
              <Table.Td maw={260}>
                <Text size="sm" truncate="end">
                  {client.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <ClientStatusBadge status={client.status} />
              </Table.Td>
              <Table.Td>
                <ClientAgents ids={client.widgetIDs} agents={agents} />
              </Table.Td>
              <Table.Td>
                <Actions client={client} onEdit={onEdit} onRemove={onRemove} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
