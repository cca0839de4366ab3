// A logo/photo field: preview, upload (type- and size-checked by the server), remove.
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { uploadFile } from '../lib/upload-file';

interface ImageUploadFieldProps {
  label: string;
  description?: string;
  value: string;
  onChange: (url: string) => void;
  dark?: boolean;
}

export function ImageUploadField({ label, description, value, onChange, dark }: ImageUploadFieldProps) {
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    try {
      onChange((await uploadFile(file)).url);
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="md">
        <Avatar src={value || null} size={56} radius="md" bg={dark ? 'dark.7' : undefined}>
          <IconPhoto size={22} />
        </Avatar>
        <FileButton onChange={(f) => void pick(f)} accept="image/png,image/jpeg,image/gif,image/webp">
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="default"
              leftSection={<IconUpload size={14} />}
              loading={busy}
            >
              Upload
            </Button>
          )}
        </FileButton>
        {value && (
          <Button size="xs" variant="subtle" color="gray" onClick={() => onChange('')}>
            Remove
          </Button>
        )}
      </Group>
      {description && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
    </Stack>
  );
}
