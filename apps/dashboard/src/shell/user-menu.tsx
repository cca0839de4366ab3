// The account menu at the right of the top bar: who is signed in, and 'Log Out'.
import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useSignOut } from '../auth/use-sign-out';
import { initialsOf } from '../lib/text';
import { useMe } from '../lib/use-me';

export function UserMenu() {
  const me = useMe();
  const { signOut, pending } = useSignOut();
  const name = me?.account.displayName ?? '';
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Account menu" data-testid="user-menu" style={{ borderRadius: 999 }}>
          <Group gap={8} wrap="nowrap">
            <Avatar size={32} radius="xl" color="blue" variant="light">
              {initialsOf(name || me?.account.email || '?')}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
              {name}
            </Text>
            <Box visibleFrom="sm" c="dimmed" display="flex">
              <IconChevronDown size={14} />
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py={8}>
          <Text size="sm" fw={600} truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {me?.account.email}
          </Text>
        </Box>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => void signOut()}
          disabled={pending}
        >
          Log Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
