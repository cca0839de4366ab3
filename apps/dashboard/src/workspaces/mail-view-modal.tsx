// One stored mail of the outbox: its envelope, and the HTML inside a sandboxed iframe (or the text).
import { Alert, Badge, Group, Modal, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import type { Region } from '@parley/kernel/regions';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMessageTime } from '../lib/relative-time';
import { useTRPC } from '../lib/trpc';
import { useNarrowPhone } from '../lib/use-viewport';
import { MAIL_FRAME_SANDBOX, mailSrcDoc } from './mail-frame';
import { purposeLabel } from './mail-purpose';
import { MailStatusBadge } from './mail-status-badge';

export function MailViewModal({
  mail,
  onClose,
}: {
  mail: { region: Region; id: number };
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const narrow = useNarrowPhone();
  const [view, setView] = useState<'html' | 'text'>('html');
  const read = useQuery(trpc.workspaces.mail.queryOptions(mail));
  const data = read.data;

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      fullScreen={narrow}
      title={
        <Text fw={600} truncate>
          {data?.subject ?? 'Mail'}
        </Text>
      }
      data-testid="mail-view"
    >
      {read.isPending && <Skeleton h={300} />}
      {read.isError && <Alert color="red">{read.error.message}</Alert>}
      {data && (
        <Stack gap="sm">
          <Stack gap={2}>
            <Text size="sm">
              <Text span c="dimmed">
                From{' '}
              </Text>
              {data.from}
            </Text>
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              <Text span c="dimmed">
                To{' '}
              </Text>
              {data.to.join(', ')}
            </Text>
            <Group gap="xs" mt={4}>
              <MailStatusBadge status={data.status} />
              <Badge size="sm" variant="light" color="gray">
                {purposeLabel(data.purpose)}
              </Badge>
              <Text size="xs" c="dimmed">
                {formatMessageTime(data.createdAt)}
              </Text>
            </Group>
            {data.error && data.status === 'failed' && (
              <Alert color="red" variant="light" mt="xs">
                {data.error}
              </Alert>
            )}
          </Stack>
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(v) => setView(v as 'html' | 'text')}
            data={[
              { value: 'html', label: 'HTML' },
              { value: 'text', label: 'Plain text' },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
          {view === 'html' ? (
            <iframe
              title="Mail"
              sandbox={MAIL_FRAME_SANDBOX}
              srcDoc={mailSrcDoc(data.html)}
              data-testid="mail-frame"
              style={{
                width: '100%',
                height: narrow ? 'calc(100dvh - 260px)' : '60vh',
                border: '1px solid var(--mantine-color-default-border)',
                borderRadius: 8,
                // Mail is written for a white page, whatever the dashboard's scheme.
                background: '#fff',
              }}
            />
          ) : (
            <Text
              component="pre"
              size="sm"
              data-testid="mail-text"
              style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: 0, fontFamily: 'inherit' }}
            >
              {data.text}
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
