// Settings → name and logo (R-SHL-9, R-WKS-8, R-WKS-11). Members see them without editing.
import { Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { WORKSPACE_MESSAGES } from '@parley/messages/workspaces';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTRPC } from '../lib/trpc';
import { uploadImage } from './upload-image';
import { notifyError, notifySuccess } from './use-workspaces';
import { WorkspaceAvatar } from './workspace-avatar';

interface GeneralSectionProps {
  workspace: { uid: string; workspaceName: string; workspacePhotoURL: string | null; isOwner: boolean };
}

export function GeneralSection({ workspace }: GeneralSectionProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [name, setName] = useState(workspace.workspaceName);
  const [photo, setPhoto] = useState<string | null>(workspace.workspacePhotoURL);
  const [nameError, setNameError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const save = useMutation(trpc.workspaces.update.mutationOptions());
  const editable = workspace.isOwner;
  const dirty = name !== workspace.workspaceName || photo !== workspace.workspacePhotoURL;

  const onFile = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      setPhoto(await uploadImage(file));
    } catch (err) {
      notifyError(err instanceof Error ? err.message : String(err));
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(WORKSPACE_MESSAGES.nameRequired);
      return;
    }
    try {
      await save.mutateAsync({ workspaceName: name, workspacePhotoURL: photo });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.workspaces.list.queryKey() }),
      ]);
      notifySuccess(WORKSPACE_MESSAGES.saved);
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : WORKSPACE_MESSAGES.saveFailed;
      notifyError(message === WORKSPACE_MESSAGES.nameRequired ? message : WORKSPACE_MESSAGES.saveFailed);
      if (message === WORKSPACE_MESSAGES.nameRequired) setNameError(message);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="center">
          <WorkspaceAvatar
            uid={workspace.uid}
            name={name || workspace.workspaceName}
            photoURL={photo}
            size={64}
          />
          {editable ? (
            <Stack gap={6}>
              <Group gap="xs">
                <FileButton
                  onChange={(f) => void onFile(f)}
                  accept="image/png,image/jpeg,image/webp,image/gif"
                >
                  {(props) => (
                    <Button
                      {...props}
                      size="xs"
                      variant="default"
                      leftSection={<IconPhotoUp size={14} />}
                      loading={uploading}
                      data-testid="workspace-logo-upload"
                    >
                      Upload logo
                    </Button>
                  )}
                </FileButton>
                {photo && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => setPhoto(null)}
                  >
                    Remove
                  </Button>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                A square PNG, JPEG or WebP looks best.
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              Only the owner can change the name and logo.
            </Text>
          )}
        </Group>
        <TextInput
          label="Workspace name"
          value={name}
          maxLength={100}
          readOnly={!editable}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setNameError(null);
          }}
          error={nameError}
          data-testid="workspace-name-input"
        />
        {editable && (
          <Group justify="flex-end">
            <Button type="submit" disabled={!dirty} loading={save.isPending} data-testid="workspace-save">
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
