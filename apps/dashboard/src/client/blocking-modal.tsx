// R-CLA-11..13: no agents, or access disabled by the organisation: a modal that only lets you log out.
import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useClientSignOut } from './use-client-sign-out';

export function BlockingModal({ message }: { message: string }) {
  const { signOut, pending } = useClientSignOut();
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="sm"
      data-testid="client-blocked"
    >
      <Stack align="center" gap="md" py="md" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconLock size={26} />
        </ThemeIcon>
        <Text fw={500} data-testid="client-blocked-message" style={{ whiteSpace: 'pre-wrap' }}>
          {message}
        </Text>
        <Button onClick={() => void signOut()} loading={pending} data-autofocus>
          Log Out
        </Button>
      </Stack>
    </Modal>
  );
}
