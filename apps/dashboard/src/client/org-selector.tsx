// R-CSH-5, R-CSH-6: the client's workspace selector: its organisation's agents as avatars (switching
// keeps the sub-page), 'About' and '+ Add User' for org admins ('You are not an admin' otherwise).
import { Avatar, Box, Group, Menu, SimpleGrid, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CLIENT_AUTH_MESSAGES } from '@parley/messages/client-auth';
import { IconChevronDown, IconInfoCircle, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AgentAvatar } from '../agents/agent-avatar';
import { initialsOf, truncateName } from '../lib/text';

export interface OrgSelectorAgent {
  ID: string;
  title: string;
  roundedImageURL: string | null;
}

interface OrgSelectorProps {
  orgName: string;
  orgLogo: string | null;
  agents: OrgSelectorAgent[];
  currentAgentId: string | null;
  isOrgAdmin: boolean;
  onSelect: (agentId: string) => void;
  onAbout: () => void;
  onAddUser: () => void;
}

export function OrgSelector(props: OrgSelectorProps) {
  // Controlled: the agent avatars are not Menu.Items, so choosing one closes the menu by hand.
  const [opened, setOpened] = useState(false);
  const adminOnly = (action: () => void) => () => {
    if (props.isOrgAdmin) action();
    else notifications.show({ color: 'orange', message: CLIENT_AUTH_MESSAGES.notAdmin, autoClose: 3000 });
  };
  return (
    <Menu position="bottom-start" width={300} shadow="md" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <UnstyledButton
          aria-label="Workspace selector"
          data-testid="client-org-selector"
          style={{ borderRadius: 8 }}
        >
          <Group gap={8} wrap="nowrap">
            <Avatar src={props.orgLogo} size={28} radius="sm" color="grape" variant="light">
              {initialsOf(props.orgName)}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="xs" title={props.orgName}>
              {truncateName(props.orgName)}
            </Text>
            <Box c="dimmed" display="flex">
              <IconChevronDown size={14} />
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Agents</Menu.Label>
        <SimpleGrid cols={4} spacing={6} px={6} pb={6}>
          {props.agents.map((a) => (
            <Tooltip key={a.ID} label={a.title || 'Untitled agent'}>
              <UnstyledButton
                onClick={() => {
                  setOpened(false);
                  props.onSelect(a.ID);
                }}
                aria-label={`Open ${a.title || 'agent'}`}
                aria-current={a.ID === props.currentAgentId ? 'true' : undefined}
                data-testid={`client-agent-${a.ID}`}
                style={{
                  borderRadius: 10,
                  padding: 4,
                  outline:
                    a.ID === props.currentAgentId
                      ? '2px solid var(--mantine-primary-color-filled)'
                      : undefined,
                }}
              >
                <AgentAvatar id={a.ID} title={a.title} imageUrl={a.roundedImageURL ?? undefined} size={44} />
              </UnstyledButton>
            </Tooltip>
          ))}
        </SimpleGrid>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconInfoCircle size={16} />}
          onClick={adminOnly(props.onAbout)}
          data-locked={!props.isOrgAdmin || undefined}
          style={props.isOrgAdmin ? undefined : { opacity: 0.5 }}
          data-testid="client-about"
        >
          About
        </Menu.Item>
        <Menu.Item
          leftSection={<IconUserPlus size={16} />}
          onClick={adminOnly(props.onAddUser)}
          data-locked={!props.isOrgAdmin || undefined}
          style={props.isOrgAdmin ? undefined : { opacity: 0.5 }}
          data-testid="client-add-user"
        >
          + Add User
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
