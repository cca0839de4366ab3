// /app/{region}/outbox: every mail Parley sent for the workspace (both regions), newest first. On a
// machine without SMTP this is where invitations and login codes are read. Owner only.
import {
  Alert,
  Button,
  Card,
  EmptyState,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { Region } from '@parley/kernel/regions';
import { IconAlertTriangle, IconMail } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageContainer } from '../lib/page-container';
import { formatRelativeTime } from '../lib/relative-time';
import { useTRPC } from '../lib/trpc';
import { useDocumentTitle } from '../lib/use-document-title';
import { useMe } from '../lib/use-me';
import { purposeLabel } from './mail-purpose';
import { MailStatusBadge } from './mail-status-badge';
import { MailViewModal } from './mail-view-modal';
import classes from './outbox.module.css';

export function OutboxPage() {
  const trpc = useTRPC();
  const me = useMe();
  useDocumentTitle('Outbox - Parley');
  const [open, setOpen] = useState<{ region: Region; id: number } | null>(null);
  const outbox = useInfiniteQuery(
    trpc.workspaces.outbox.infiniteQueryOptions(
      { limit: 30 },
      { getNextPageParam: (last) => (last.hasMore ? last.cursor : undefined) },
    ),
  );
  const items = outbox.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <PageContainer>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            Outbox
          </Title>
          <Text c="dimmed" size="sm">
            Every e-mail sent for {me?.workspace.workspaceName ?? 'this workspace'}. Without an SMTP server
            configured, mail is kept here: open a mail to read it.
          </Text>
        </Stack>

        {outbox.isPending && <Skeleton h={240} radius="md" />}
        {outbox.isError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {`Error has occured: ${outbox.error.message}`}
          </Alert>
        )}
        {outbox.data && items.length === 0 && (
          <Card withBorder padding={48}>
            <EmptyState
              variant="light"
              icon={<IconMail size={28} />}
              title="No mail yet"
              description="Invitations and other e-mails sent for this workspace will show up here."
            />
          </Card>
        )}
        {items.length > 0 && (
          <Card withBorder padding={0} radius="md">
            {items.map((mail) => (
              <UnstyledButton
                key={`${mail.region}:${mail.id}`}
                className={classes.row}
                onClick={() => setOpen({ region: mail.region, id: mail.id })}
                data-testid="outbox-row"
              >
                <Stack gap={2} miw={0} style={{ flex: 1 }}>
                  <Text size="sm" fw={600} truncate>
                    {mail.subject}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {purposeLabel(mail.purpose)} · to {mail.to.join(', ')}
                  </Text>
                </Stack>
                <Group gap="sm" wrap="nowrap" className={classes.meta}>
                  <MailStatusBadge status={mail.status} />
                  <Text size="xs" c="dimmed" w={84} ta="right">
                    {formatRelativeTime(mail.createdAt)}
                  </Text>
                </Group>
              </UnstyledButton>
            ))}
          </Card>
        )}
        {outbox.hasNextPage && (
          <Button
            variant="default"
            onClick={() => void outbox.fetchNextPage()}
            loading={outbox.isFetchingNextPage}
            style={{ alignSelf: 'center' }}
          >
            Load more
          </Button>
        )}
      </Stack>
      {open && <MailViewModal mail={open} onClose={() => setOpen(null)} />}
    </PageContainer>
  );
}
