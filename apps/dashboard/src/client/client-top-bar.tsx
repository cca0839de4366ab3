// The client shell's top bar (R-CSH-4..7, R-CSH-9): agency brand, the workspace selector, Publish on
// agent pages the client may edit, credits, online status, feedback and the profile menu.
import { Avatar, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import type { TClientSessionView } from '@parley/contract/organisations';
import type { Region } from '@parley/kernel/regions';
import { IconCoins, IconMessageReport } from '@tabler/icons-react';
import { PublishButton } from '../agent-bar/publish-button';
import { initialsOf, truncateName } from '../lib/text';
import { NotificationBell } from '../notifications/notification-bell';
import { TOPBAR_HEIGHT } from '../shell/shell-geometry';
import { ClientProfileMenu } from './client-profile-menu';
import { OrgSelector, type OrgSelectorAgent } from './org-selector';
import { StatusToggle } from './status-toggle';

interface ClientTopBarProps {
  session: TClientSessionView;
  region: Region;
  agents: OrgSelectorAgent[];
  currentAgentId: string | null;
  canPublish: boolean;
  onSelectAgent: (agentId: string) => void;
  onAbout: () => void;
  onAddUser: () => void;
  onAccount: () => void;
  onFeedback: () => void;
}

export function ClientTopBar(props: ClientTopBarProps) {
  const { session } = props;
  const { agency, client, org } = session;
  // Without an agency record the product's own name shows (R-AGY-25).
  const brand = agency?.name ?? 'Parley';
  return (
    <Group
      component="header"
      h={TOPBAR_HEIGHT}
      px="md"
      justify="space-between"
      wrap="nowrap"
      bg="var(--mantine-color-body)"
      data-testid="client-topbar"
      style={{
        borderBottom: '1px solid var(--parley-surface-border)',
        position: 'sticky',
        top: 0,
        zIndex: 150,
      }}
    >
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Avatar src={agency?.squarePhotoURL ?? null} size={30} radius="md" color="violet" alt={brand}>
          {initialsOf(brand)}
        </Avatar>
        <Text fw={650} size="sm" visibleFrom="sm" title={brand}>
          {truncateName(brand)}
        </Text>
        <Text c="dimmed" fz="lg" fw={300} aria-hidden visibleFrom="sm">
          /
        </Text>
        <OrgSelector
          orgName={org?.name ?? 'All organisations'}
          orgLogo={org?.squarePhotoURL ?? null}
          agents={props.agents}
          currentAgentId={props.currentAgentId}
          isOrgAdmin={client.isOrgAdmin && !session.isAdmin}
          onSelect={props.onSelectAgent}
          onAbout={props.onAbout}
          onAddUser={props.onAddUser}
        />
      </Group>
      <Group gap="xs" wrap="nowrap">
        {props.canPublish && props.currentAgentId && (
          <PublishButton region={props.region} agentId={props.currentAgentId} />
        )}
        {org && (
          <Tooltip label={`Credits of ${org.name}`}>
            <Badge
              size="lg"
              variant="light"
              color="yellow"
              leftSection={<IconCoins size={14} />}
              data-testid="client-credits"
              visibleFrom="xs"
            >
              {org.loadTokens.toLocaleString('en')}
            </Badge>
          </Tooltip>
        )}
        {!session.isAdmin && <StatusToggle status={client.status} />}
        {!session.isAdmin && !session.blocked && (
          <NotificationBell
            audience="client"
            viewer={{ personKey: `client:${client.ID}`, clientId: client.ID }}
          />
        )}
        {agency?.hasSendingDomain && agency.supportEmail && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconMessageReport size={14} />}
            onClick={props.onFeedback}
            data-testid="client-feedback"
            visibleFrom="sm"
          >
            Feedback
          </Button>
        )}
        <ClientProfileMenu
          name={client.name}
          email={session.isAdmin ? 'Agency owner' : client.email}
          photo={client.squarePhotoURL}
          canEditAccount={!session.isAdmin}
          onAccount={props.onAccount}
        />
      </Group>
    </Group>
  );
}
