// R-CSH-4: the online/offline toggle next to the credits button; each press flips the status.
import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';

export function StatusToggle({ status }: { status: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toggle = useMutation(
    trpc.clientAuth.toggleStatus.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.clientAuth.me.queryKey() }),
    }),
  );
  const online = status === 'online';
  return (
    <Button
      size="xs"
      variant="light"
      color={online ? 'green' : 'gray'}
      radius="xl"
      onClick={() => toggle.mutate()}
      loading={toggle.isPending}
      aria-pressed={online}
      data-testid="client-status-toggle"
      leftSection={
        <span
          aria-hidden
          style={{
            width: 8,
            height: 8,
            borderRadius: 99,
            background: online ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-gray-5)',
          }}
        />
      }
    >
      {online ? 'Online' : 'Offline'}
    </Button>
  );
}
