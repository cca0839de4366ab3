// New Tool / edit tool drawer: name, description, server URL, write-only secret, fields; Save and Delete.
import {
  Alert,
  Button,
  Drawer,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { Region } from '@parley/kernel/regions';
import { TOOL_MESSAGES } from '@parley/messages/tools';
import type { ToolView } from '@parley/tools/domain/tool';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { FieldsEditor } from './fields-editor';
import { draftOf, emptyDraft, type ToolDraft, toToolInput, validateDraft } from './tool-draft';
import { useToolMutations } from './use-tools';

interface ToolDrawerProps {
  region: Region;
  agentId: string;
  /** The tool being edited, or null for a new one. */
  tool: ToolView | null;
  onClose: () => void;
}

export function ToolDrawer({ region, agentId, tool, onClose }: ToolDrawerProps) {
  const [draft, setDraft] = useState<ToolDraft>(() => (tool ? draftOf(tool) : emptyDraft()));
  const [showErrors, setShowErrors] = useState(false);
  const [replacingSecret, setReplacingSecret] = useState(!tool?.hasSecret);
  const { create, update, remove } = useToolMutations(region, agentId);
  const errors = showErrors ? validateDraft(draft) : {};
  const set = (patch: Partial<ToolDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const failure = create.error ?? update.error ?? remove.error;

  const save = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (Object.keys(validateDraft(draft)).length > 0) return;
    const key = { region, agentId, tool: toToolInput(draft) };
    if (tool) update.mutate({ ...key, toolId: tool.id }, { onSuccess: onClose });
    else create.mutate(key, { onSuccess: onClose });
  };

  const [confirming, setConfirming] = useState(false);
  const confirmDelete = () =>
    tool &&
    remove.mutate(
      { region, agentId, toolId: tool.id },
      { onSuccess: onClose, onSettled: () => setConfirming(false) },
    );

  return (
    <Drawer opened onClose={onClose} position="right" size={560} title={tool ? 'Edit Tool' : 'New Tool'}>
      <form onSubmit={save} noValidate data-testid="tool-form">
        <Stack gap="md">
          <TextInput
            label="Name"
            description="Letters, digits, _ and -; the model calls the tool by this name."
            required
            value={draft.name}
            error={errors.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
          />
          <Textarea
            label="Description"
            description="Tell the model when to use this tool."
            required
            autosize
            minRows={2}
            value={draft.description}
            error={errors.description}
            onChange={(e) => set({ description: e.currentTarget.value })}
          />
          <TextInput
            label="Server URL"
            required
            placeholder="https://example.com/tools/lookup"
            value={draft.serverUrl}
            error={errors.serverUrl}
            onChange={(e) => set({ serverUrl: e.currentTarget.value })}
          />
          {replacingSecret ? (
            <PasswordInput
              label="Server URL secret"
              description="Sent as Authorization: Bearer …; stored encrypted and never shown again."
              autoComplete="new-password"
              value={draft.secret}
              onChange={(e) => set({ secret: e.currentTarget.value })}
            />
          ) : (
            <Group justify="space-between">
              <Text size="sm">A server URL secret is set.</Text>
              <Button size="xs" variant="default" onClick={() => setReplacingSecret(true)}>
                Replace secret
              </Button>
            </Group>
          )}
          <FieldsEditor fields={draft.fields} errors={errors} onChange={(fields) => set({ fields })} />
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {failure.message}
            </Alert>
          )}
          <Group justify="space-between">
            {tool ? (
              <Button
                variant="subtle"
                color="red"
                onClick={() => setConfirming(true)}
                data-testid="delete-tool"
              >
                Delete
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={create.isPending || update.isPending} data-testid="save-tool">
              Save
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Delete ${tool?.name ?? 'tool'}?`}
        centered
      >
        <Text size="sm">{TOOL_MESSAGES.deleteConfirm}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={confirmDelete}
            data-testid="confirm-delete-tool"
          >
            Delete
          </Button>
        </Group>
      </Modal>
    </Drawer>
  );
}
