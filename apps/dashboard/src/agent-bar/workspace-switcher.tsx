// The workspace switcher of the top bar (R-APS-18). One workspace per account until workspaces with
// members exist; the menu already lists what the account can switch to.
import { Badge, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { REGION_INFO } from '@parley/kernel/regions';
import { IconCheck, IconSelector } from '@tabler/icons-react';
import { truncateName } from '../lib/text';
import { useMe } from '../lib/use-me';

export function WorkspaceSwitcher() {
  const me = useMe();
  if (!me) return null;
  const { workspace } = me;
  return (
    <Menu position="bottom-start" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label="Switch workspace"
          data-testid="workspace-switcher"
          px={8}
          py={4}
          style={{ borderRadius: 8, minWidth: 0 }}
        >
          <Group gap={6} wrap="nowrap" miw={0}>
            <Text size="sm" fw={500} truncate maw={160} data-testid="workspace-name">
              {truncateName(workspace.workspaceName)}
            </Text>
            <IconSelector size={14} style={{ flexShrink: 0, opacity: 0.6 }} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Workspaces</Menu.Label>
        <Menu.Item rightSection={<IconCheck size={14} />}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" truncate>
              {workspace.workspaceName}
            </Text>
            <Badge size="xs" variant="light" color="gray">
              {REGION_INFO[workspace.region].label}
            </Badge>
          </Group>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
