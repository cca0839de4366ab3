// Confirms removing a client user; the user's sessions go with the row.
import { Button, Group, Modal, Text } from '@mantine/core';
import type { TClientUser } from '@parley/contract/organisations';
import type { Region } from '@parley/kernel/regions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';
import { notifyError, notifyOk, ORG_UI_MESSAGES } from './org-notices';

interface RemoveClientModalProps {
  region: Region;
  orgId: string;
  client: TClientUser | null;
  onClose: () => void;
}

export function RemoveClientModal({ region, orgId, client, onClose }: RemoveClientModalProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.orgs.removeClient.mutationOptions());
  const confirm = () =>
    client &&
    remove.mutate(
      { region, orgId, clientId: client.ID },
      {
        onSuccess: async () => {
          notifyOk(ORG_UI_MESSAGES.userRemoved(client.name));
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: trpc.orgs.get.queryKey() }),
            queryClient.invalidateQueries({ queryKey: trpc.orgs.list.queryKey() }),
          ]);
          onClose();
        },
        onError: (error) => notifyError(error.message),
      },
    );
  return (
    <Modal opened={client !== null} onClose={onClose} title={`Remove ${client?.name ?? 'user'}?`} centered>
      <Text size="sm">{ORG_UI_MESSAGES.removeConfirm(client?.name ?? 'This user')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red" loading={remove.isPending} onClick={confirm} data-testid="confirm-remove-client">
          Remove
        </Button>
      </Group>
    </Modal>
  );
}
