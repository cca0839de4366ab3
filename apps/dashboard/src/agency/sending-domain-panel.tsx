// R-AGY-7..10: the custom sending domain, its DNS record with status, 'Verify' and 'Delete'; polled every
// 5 s while pending. Once verified, mail for the agency goes out from its own domain and clients get feedback.
import { Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconWorldCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../lib/trpc';
import { DnsRecordsTable } from './dns-records-table';

const STATUS_COLOR = { not_started: 'gray', pending: 'orange', verified: 'green' } as const;

export function SendingDomainPanel() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = trpc.agency.sendingDomain.queryKey();
  const { data } = useQuery({
    ...trpc.agency.sendingDomain.queryOptions(),
    refetchInterval: (q) => (q.state.data?.domain && q.state.data.status === 'pending' ? 5000 : false),
  });
  const [domain, setDomain] = useState('');
  const [deleting, setDeleting] = useState(false);
  const onError = (e: { message: string }) => notifications.show({ color: 'red', message: e.message });
  const store = (view: unknown) => queryClient.setQueryData(key, view as never);
  const add = useMutation(trpc.agency.addSendingDomain.mutationOptions({ onSuccess: store, onError }));
  const verify = useMutation(
    trpc.agency.verifySendingDomain.mutationOptions({
      onSuccess: (view) => {
        store(view);
        notifications.show({ color: view.status === 'verified' ? 'green' : 'orange', message: view.message });
      },
      onError,
    }),
  );
  const remove = useMutation(
    trpc.agency.deleteSendingDomain.mutationOptions({
      onSuccess: (view) => {
        store(view);
        setDeleting(false);
      },
      onError,
    }),
  );

  if (!data?.domain)
    return (
      <Group align="flex-end" gap="xs">
        <TextInput
          label="Sending domain"
          description="A root domain you own, such as example.com. Mail to your clients will come from it."
          placeholder="example.com"
          value={domain}
          onChange={(e) => setDomain(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button onClick={() => add.mutate({ domain })} loading={add.isPending} disabled={!domain.trim()}>
          Add domain
        </Button>
      </Group>
    );

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Group gap="xs">
          <Text fw={600}>{data.domain}</Text>
          <Badge color={STATUS_COLOR[data.status]} variant="light" data-testid="sending-domain-status">
            {data.status}
          </Badge>
        </Group>
        <Group gap="xs">
          {data.status !== 'verified' && (
            <Button
              size="xs"
              leftSection={<IconWorldCheck size={14} />}
              onClick={() => verify.mutate()}
              loading={verify.isPending}
            >
              Verify
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => setDeleting(true)}
          >
            Delete
          </Button>
        </Group>
      </Group>
      <DnsRecordsTable records={data.records} />
      <Modal opened={deleting} onClose={() => setDeleting(false)} title="Delete the sending domain?" centered>
        <Stack>
          <Text size="sm">
            Mail for your clients goes back to the server's own address, and feedback is turned off.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(false)}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
