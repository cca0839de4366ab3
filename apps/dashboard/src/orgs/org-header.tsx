// The organisation page's header: logo, name, users and credits, and the root admin's actions.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TOrganisation } from '@parley/contract/organisations';
import { IconArrowsExchange, IconCoins, IconSettings, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { AgentAvatar } from '../agents/agent-avatar';

interface OrgHeaderProps {
  org: TOrganisation;
  clientCount: number;
  onOrgInfo: () => void;
  onAddUser: () => void;
  onTransfer: () => void;
}

export function OrgHeader({ org, clientCount, onOrgInfo, onAddUser, onTransfer }: OrgHeaderProps) {
  return (
    <Card withBorder padding="lg" data-testid="org-header">
      <Group justify="space-between" gap="md" align="center">
        <Group wrap="nowrap" gap="md" miw={0} style={{ flex: '1 1 260px' }}>
          <AgentAvatar id={org.ID} title={org.name} imageUrl={org.squarePhotoURL ?? undefined} size={64} />
          <Stack gap={4} miw={0}>
            <Title
              order={1}
              fz={24}
              lineClamp={2}
              style={{ overflowWrap: 'anywhere' }}
              data-testid="org-title"
            >
              {org.name}
            </Title>
            <Group gap="md" c="dimmed">
              <Group gap={4} wrap="nowrap">
                <IconUsers size={15} />
                <Text size="sm">
                  {clientCount} {clientCount === 1 ? 'user' : 'users'}
                </Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <IconCoins size={15} />
                <Text size="sm" data-testid="org-credits">
                  {org.loadTokens.toLocaleString('en-US')} credits
                </Text>
              </Group>
            </Group>
          </Stack>
        </Group>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconSettings size={16} />}
            onClick={onOrgInfo}
            data-testid="open-org-info"
          >
            Org Info
          </Button>
          <Button
            variant="default"
            leftSection={<IconArrowsExchange size={16} />}
            onClick={onTransfer}
            data-testid="open-transfer"
          >
            Transfer Credits
          </Button>
          <Button leftSection={<IconUserPlus size={16} />} onClick={onAddUser} data-testid="open-add-user">
            Add User
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
