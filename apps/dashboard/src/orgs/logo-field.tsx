// A logo (or photo) picker: preview, upload through POST /api/uploads, remove.
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { initialsOf } from '../lib/text';
import { uploadFile } from '../lib/upload-file';
import { notifyError } from './org-notices';

interface LogoFieldProps {
  label: string;
  /** Initials shown while there is no image. */
  name: string;
  value: string | null;
  onChange: (url: string | null) => void;
}

export function LogoField({ label, name, value, onChange }: LogoFieldProps) {
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      onChange((await uploadFile(file, 'image')).url);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="md" wrap="nowrap">
        <Avatar src={value} size={64} radius="md" color="blue" variant="light" alt="">
          {name.trim() ? initialsOf(name) : <IconPhoto size={24} />}
        </Avatar>
        <Group gap="xs">
          <FileButton onChange={upload} accept="image/png,image/jpeg,image/webp,image/gif">
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                leftSection={<IconUpload size={14} />}
                loading={uploading}
                data-testid="logo-upload"
              >
                {value ? 'Replace' : 'Upload'}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              onClick={() => onChange(null)}
            >
              Remove
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}
