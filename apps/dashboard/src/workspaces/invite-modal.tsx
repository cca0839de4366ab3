// '+ New User' (R-WKS-3..5, R-WKS-7): invite an e-mail to the active workspace.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { WORKSPACE_MESSAGES } from '@parley/messages/workspaces';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { trpcErrorCode, useTRPC } from '../lib/trpc';
import { useNarrowPhone } from '../lib/use-viewport';
import { notifyError, notifySuccess } from './use-workspaces';

export function InviteModal({ onClose }: { onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const narrow = useNarrowPhone();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const invite = useMutation(trpc.workspaces.invite.mutationOptions());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    // R-WKS-3, checked here first so the field says it at once; the server checks again.
    if (!value.includes('@') || !value.includes('.')) {
      setError(WORKSPACE_MESSAGES.invalidEmail);
      return;
    }
    try {
      const result = await invite.mutateAsync({ email: value });
      notifySuccess(result.message);
      await queryClient.invalidateQueries({ queryKey: trpc.workspaces.members.queryKey() });
      onClose();
    } catch (err) {
      // Refusals carry their reason; anything else is R-WKS-7's 'Failed to invite {email}'.
      const code = trpcErrorCode(err);
      const message =
        code && code !== 'INTERNAL_SERVER_ERROR' && err instanceof Error
          ? err.message
          : WORKSPACE_MESSAGES.inviteFailed(value);
      setError(message);
      notifyError(message);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title="Invite a user"
      centered
      fullScreen={narrow}
      data-testid="invite-modal"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            They get an e-mail with a link to join this workspace. The link works for 7 days.
          </Text>
          <TextInput
            label="Email"
            type="email"
            placeholder="colleague@company.com"
            autoComplete="off"
            data-autofocus
            value={email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-testid="invite-email"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={invite.isPending} data-testid="invite-submit">
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
