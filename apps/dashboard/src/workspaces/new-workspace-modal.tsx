// '+ New Workspace' (R-SHL-9): a name (R-WKS-8) and the region it lives in; the session switches to it.
import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { REGION_INFO, type Region } from '@parley/kernel/regions';
import { WORKSPACE_MESSAGES } from '@parley/messages/workspaces';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { truncateName } from '../lib/text';
import { useTRPC } from '../lib/trpc';
import { useNarrowPhone } from '../lib/use-viewport';
import { useRegion } from '../shell/use-region';
import { notifyError, notifySuccess, useReloadIntoWorkspace } from './use-workspaces';

export function NewWorkspaceModal({ onClose }: { onClose: () => void }) {
  const trpc = useTRPC();
  const narrow = useNarrowPhone();
  const current = useRegion();
  const reload = useReloadIntoWorkspace();
  const [name, setName] = useState('');
  const [region, setRegion] = useState<Region>(current);
  const [error, setError] = useState<string | null>(null);
  const create = useMutation(trpc.workspaces.create.mutationOptions());
  const switchTo = useMutation(trpc.workspaces.switch.mutationOptions());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(WORKSPACE_MESSAGES.nameRequired);
      return;
    }
    try {
      const created = await create.mutateAsync({ workspaceName: name, region });
      await switchTo.mutateAsync({ uid: created.uid, region: created.region });
      onClose();
      await reload(created.region);
      notifySuccess(WORKSPACE_MESSAGES.created(truncateName(created.workspaceName)));
    } catch (err) {
      const message = err instanceof Error ? err.message : WORKSPACE_MESSAGES.saveFailed;
      setError(message);
      notifyError(message);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title="New workspace"
      centered
      fullScreen={narrow}
      data-testid="new-workspace-modal"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            A workspace has its own agents, clients, credits and members. You can switch between your
            workspaces from this menu.
          </Text>
          <TextInput
            label="Workspace name"
            placeholder="Acme Support"
            data-autofocus
            maxLength={100}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-testid="new-workspace-name"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Region
            </Text>
            <SegmentedControl
              value={region}
              onChange={(v) => setRegion(v as Region)}
              data={(['eu', 'na'] as const).map((r) => ({
                value: r,
                label: `${REGION_INFO[r].label} · ${REGION_INFO[r].name}`,
              }))}
            />
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={create.isPending || switchTo.isPending}
              data-testid="new-workspace-submit"
            >
              Create workspace
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
