// Online/offline for workspace people (R-CSH-4's toggle, in their own top bar): each press flips it.
import { Button } from '@mantine/core';
import { NOTIFICATION_LABELS } from '@parley/messages/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';

export function PresenceToggle() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.notifications.status.queryOptions());
  const set = useMutation(
    trpc.notifications.setStatus.mutationOptions({
      onSuccess: (saved) => queryClient.setQueryData(trpc.notifications.status.queryKey(), saved),
    }),
  );
  const online = status.data?.status === 'online';
  return (
    <Button
      size="xs"
      variant="light"
      color={online ? 'green' : 'gray'}
      radius="xl"
      onClick={() => set.mutate({ status: online ? 'offline' : 'online' })}
      loading={set.isPending}
      disabled={!status.data}
      aria-pressed={online}
      data-testid="presence-toggle"
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
      {online ? NOTIFICATION_LABELS.online : NOTIFICATION_LABELS.offline}
    </Button>
  );
}
