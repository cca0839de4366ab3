// R-CSH-7: the profile menu: who is signed in, 'Account', 'Log Out'.
import { Avatar, Box, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { initialsOf } from '../lib/text';
import { useClientSignOut } from './use-client-sign-out';

interface ClientProfileMenuProps {
  name: string;
  email: string;
  photo: string | null;
  canEditAccount: boolean;
  onAccount: () => void;
}

export function ClientProfileMenu({ name, email, photo, canEditAccount, onAccount }: ClientProfileMenuProps) {
  const { signOut, pending } = useClientSignOut();
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label="Profile menu"
          data-testid="client-profile-menu"
          style={{ borderRadius: 999 }}
        >
          <Avatar src={photo} size={32} radius="xl" color="blue" variant="light">
            {initialsOf(name || email || '?')}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py={8}>
          <Text size="sm" fw={600} truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate data-testid="client-profile-email">
            {email}
          </Text>
        </Box>
        <Menu.Divider />
        {canEditAccount && (
          <Menu.Item leftSection={<IconUserCircle size={16} />} onClick={onAccount}>
            Account
          </Menu.Item>
        )}
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
