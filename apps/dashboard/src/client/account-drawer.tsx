// R-CSH-7, R-CSH-8: the client's Account drawer: photo, name and e-mail, 'Save'.
import { Avatar, Button, Drawer, FileButton, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TClientUser } from '@parley/contract/organisations';
import { CLIENT_AUTH_MESSAGES } from '@parley/messages/client-auth';
import { IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { initialsOf } from '../lib/text';
import { useTRPC } from '../lib/trpc';
import { uploadFile } from '../lib/upload-file';

export function AccountDrawer({
  client,
  opened,
  onClose,
}: {
  client: TClientUser;
  opened: boolean;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [name, setName] = useState(client.name);
  const [email, setEmail] = useState(client.email);
  const [photo, setPhoto] = useState(client.squarePhotoURL);
  const [uploading, setUploading] = useState(false);
  useEffect(() => {
    if (opened) {
      setName(client.name);
      setEmail(client.email);
      setPhoto(client.squarePhotoURL);
    }
  }, [opened, client]);

  const save = useMutation(
    trpc.clientAuth.updateAccount.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'green', message: CLIENT_AUTH_MESSAGES.accountUpdated, autoClose: 2000 });
        void queryClient.invalidateQueries({ queryKey: trpc.clientAuth.me.queryKey() });
        onClose();
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: CLIENT_AUTH_MESSAGES.accountUpdateFailed,
          message: error.message,
          autoClose: 3000,
        }),
    }),
  );

  const pick = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      setPhoto((await uploadFile(file)).url);
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Drawer opened={opened} onClose={onClose} title="Account" position="right" size="sm">
      <Stack gap="md">
        <Group>
          <Avatar src={photo} size={64} radius="xl" color="blue">
            {initialsOf(name || email)}
          </Avatar>
          <FileButton onChange={(f) => void pick(f)} accept="image/png,image/jpeg,image/gif,image/webp">
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                leftSection={<IconUpload size={14} />}
                loading={uploading}
              >
                Upload photo
              </Button>
            )}
          </FileButton>
        </Group>
        <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} required />
        <TextInput
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          required
        />
        <Button
          onClick={() => save.mutate({ name, email, squarePhotoURL: photo })}
          loading={save.isPending}
          disabled={uploading}
        >
          Save
        </Button>
      </Stack>
    </Drawer>
  );
}
