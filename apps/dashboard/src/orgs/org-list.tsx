// The organisations of the Clients page: logo, name, clients, credits, last change; a row opens the organisation.
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { TOrgSummary } from '@parley/contract/organisations';
import type { Region } from '@parley/kernel/regions';
import { IconChevronRight, IconCoins, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { AgentAvatar } from '../agents/agent-avatar';
import { formatRelativeTime } from '../lib/relative-time';
import { truncateName } from '../lib/text';
import classes from './orgs.module.css';

function OrgRow({ org, region }: { org: TOrgSummary; region: Region }) {
  const clients = `${org.clientCount} ${org.clientCount === 1 ? 'client' : 'clients'}`;
  return (
    <Link
      to="/app/$region/clients/$orgId"
      params={{ region, orgId: org.ID }}
      className={classes.row}
      data-testid="org-row"
    >
      <Group wrap="nowrap" gap="md">
        <AgentAvatar id={org.ID} title={org.name} imageUrl={org.squarePhotoURL ?? undefined} size={40} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} truncate="end" title={org.name}>
            {truncateName(org.name)}
          </Text>
          <Group gap="md" c="dimmed" wrap="nowrap">
            <Group gap={4} wrap="nowrap">
              <IconUsers size={14} />
              <Text size="xs">{clients}</Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconCoins size={14} />
              <Text size="xs" data-testid="org-row-credits">
                {org.loadTokens.toLocaleString('en-US')} credits
              </Text>
            </Group>
          </Group>
        </Stack>
        <Text size="xs" c="dimmed" visibleFrom="sm" w={110} ta="right">
          {formatRelativeTime(org.lastModified * 1000)}
        </Text>
        <IconChevronRight size={16} className={classes.chevron} />
      </Group>
    </Link>
  );
}

export function OrgList({ orgs, region }: { orgs: TOrgSummary[]; region: Region }) {
  return (
    <Paper withBorder radius="lg" className={classes.list} data-testid="org-list">
      {orgs.map((org) => (
        <OrgRow key={org.ID} org={org} region={region} />
      ))}
    </Paper>
  );
}
