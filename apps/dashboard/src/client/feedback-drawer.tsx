// R-CSH-10, R-CSH-12: feedback to the agency: read-only e-mail, message, attachments, Submit.
import {
  ActionIcon,
  Button,
  Drawer,
  FileButton,
  Group,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CLIENT_AUTH_MESSAGES } from '@parley/messages/client-auth';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { postJson } from '../lib/rest';
import { type StoredUpload, uploadFile } from '../lib/upload-file';

interface FeedbackDrawerProps {
  agencyId: string;
  email: string;
  opened: boolean;
  onClose: () => void;
}

export function FeedbackDrawer({ agencyId, email, opened, onClose }: FeedbackDrawerProps) {
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<StoredUpload[]>([]);
  const [busy, setBusy] = useState<'upload' | 'send' | null>(null);

  const attach = async (picked: File[]) => {
    setBusy('upload');
    try {
      for (const file of picked) {
        const uploaded = await uploadFile(file, 'attachment');
        setFiles((current) => [...current, uploaded]);
      }
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message });
    } finally {
      setBusy(null);
    }
  };

  const submit = async () => {
    setBusy('send');
    try {
      const sent = await postJson<{ message: string }>(
        `/api/agencies/${encodeURIComponent(agencyId)}/email`,
        {
          message,
          attachments: files.map((f) => ({ filename: f.fileName, sizeKB: f.sizeKB, url: f.url })),
        },
      );
      notifications.show({ color: 'green', message: sent.message || CLIENT_AUTH_MESSAGES.feedbackSent });
      setMessage('');
      setFiles([]);
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Drawer opened={opened} onClose={onClose} title="Send feedback" position="right" size="md">
      <Stack gap="md">
        <TextInput label="Your Email" value={email} readOnly />
        <Textarea
          label="Message"
          minRows={6}
          autosize
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          placeholder="What works, what does not, what you would like…"
        />
        <Stack gap={6}>
          {files.map((f) => (
            <Group key={f.id} justify="space-between" wrap="nowrap" data-testid="feedback-attachment">
              <Text size="sm" truncate>
                {f.fileName} · {f.sizeKB} KB
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Remove ${f.fileName}`}
                onClick={() => setFiles((current) => current.filter((x) => x.id !== f.id))}
              >
                <IconX size={14} />
              </ActionIcon>
            </Group>
          ))}
          <FileButton multiple onChange={(picked) => void attach(picked)}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                leftSection={<IconPaperclip size={14} />}
                loading={busy === 'upload'}
                w="fit-content"
              >
                Attach files
              </Button>
            )}
          </FileButton>
        </Stack>
        <Button
          onClick={() => void submit()}
          loading={busy === 'send'}
          disabled={!message.trim() || busy === 'upload'}
        >
          Submit
        </Button>
      </Stack>
    </Drawer>
  );
}
