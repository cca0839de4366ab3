// Settings → danger zone: the owner deletes a non-personal workspace after typing the confirmation
// (R-WKS-10, R-WKS-11); a member may leave instead.
import { Button, Card, Stack, Text, TextInput } from '@mantine/core';
import { DELETE_WORKSPACE_CONFIRMATION, WORKSPACE_MESSAGES } from '@parley/messages/workspaces';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { truncateName } from '../lib/text';
import { useTRPC } from '../lib/trpc';
import { useMe } from '../lib/use-me';
import { notifyError, notifySuccess, useReloadIntoWorkspace } from './use-workspaces';

export function DangerSection({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const me = useMe();
  const reload = useReloadIntoWorkspace();
  const [typed, setTyped] = useState('');
  const remove = useMutation(trpc.workspaces.delete.mutationOptions());
  const leave = useMutation(trpc.workspaces.leave.mutationOptions());
  if (!me) return null;
  const personalRegion = me.account.region;

  const after = async (message: string) => {
    onDone();
    await reload(personalRegion);
    notifySuccess(message);
  };

  if (!me.workspace.isOwner) {
    return (
      <Card withBorder padding="md" radius="md">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Leave this workspace. You will need a new invitation to come back.</Text>
          <Button
            color="red"
            variant="light"
            loading={leave.isPending}
            data-testid="workspace-leave"
            onClick={async () => {
              try {
                const left = await leave.mutateAsync();
                await after(WORKSPACE_MESSAGES.left(truncateName(left.workspaceName)));
              } catch (err) {
                notifyError(err instanceof Error ? err.message : String(err));
              }
            }}
          >
            Leave workspace
          </Button>
        </Stack>
      </Card>
    );
  }
  // R-WKS-10: not offered for the personal workspace.
  if (me.workspace.isPersonal) return null;

  return (
    <Card withBorder padding="md" radius="md" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
      <Stack gap="sm">
        <Text size="sm">
          Deleting the workspace deletes its agents, conversations, knowledge, organisations, clients and
          invitations. Type <b>{DELETE_WORKSPACE_CONFIRMATION}</b> to confirm.
        </Text>
        <TextInput
          aria-label="Confirmation"
          placeholder={DELETE_WORKSPACE_CONFIRMATION}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          data-testid="workspace-delete-confirmation"
        />
        <Button
          color="red"
          disabled={typed.trim() !== DELETE_WORKSPACE_CONFIRMATION}
          loading={remove.isPending}
          data-testid="workspace-delete"
          onClick={async () => {
            try {
              await remove.mutateAsync({ confirmation: typed });
              await after(WORKSPACE_MESSAGES.deleted);
            } catch (err) {
              const message = err instanceof Error ? err.message : '';
              notifyError(message || WORKSPACE_MESSAGES.deleteFailed);
            }
          }}
        >
          Delete workspace
        </Button>
      </Stack>
    </Card>
  );
}
