// R-DOM-2..6, R-DOM-10, R-DOM-12..14: the agency's custom domain: add it, the DNS records with their
// status, verification polled every 5 s, 'Cancel' while pending and 'Delete Domain' (confirmed) after.
import { Alert, Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink, IconTrash, IconWorldCheck, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../lib/trpc';
import { DnsRecordsTable } from './dns-records-table';

export function CustomDomainPanel() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = trpc.agency.customDomain.queryKey();
  const { data } = useQuery({
    ...trpc.agency.customDomain.queryOptions(),
    refetchInterval: (q) => (q.state.data?.domain && !q.state.data.isVerified ? 5000 : false),
  });
  const [domain, setDomain] = useState('');
  const [confirming, setConfirming] = useState(false);
  const onError = (e: { message: string }) => notifications.show({ color: 'red', message: e.message });
  const done = (view: { message: string; isVerified: boolean }) => {
    queryClient.setQueryData(key, view as never);
    notifications.show({ color: view.isVerified ? 'green' : 'blue', message: view.message });
  };
  const add = useMutation(trpc.agency.addCustomDomain.mutationOptions({ onSuccess: done, onError }));
  const verify = useMutation(trpc.agency.verifyCustomDomain.mutationOptions({ onSuccess: done, onError }));
  const remove = useMutation(
    trpc.agency.removeCustomDomain.mutationOptions({
      onSuccess: (view) => {
        done(view);
        setConfirming(false);
      },
      onError,
    }),
  );

  if (!data?.domain)
    return (
      <Group align="flex-end" gap="xs">
        <TextInput
          label="Custom domain"
          description="A sub-domain you own, such as app.your-agency.com: your clients sign in there."
          placeholder="app.your-agency.com"
          value={domain}
          onChange={(e) => setDomain(e.currentTarget.value)}
          style={{ flex: 1 }}
          data-testid="custom-domain-input"
        />
        <Button
          onClick={() => add.mutate({ domain })}
          loading={add.isPending}
          data-testid="custom-domain-add"
        >
          Add domain
        </Button>
      </Group>
    );

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Group gap="xs">
          <Text fw={600}>{data.domain}</Text>
          <Badge
            color={data.isVerified ? 'green' : 'orange'}
            variant="light"
            data-testid="custom-domain-status"
          >
            {data.isVerified ? 'verified' : 'pending'}
          </Badge>
        </Group>
        <Group gap="xs">
          {data.isVerified ? (
            <>
              <Button
                size="xs"
                variant="default"
                component="a"
                href={`${window.location.protocol}//${data.domain}${window.location.port ? `:${window.location.port}` : ''}/client/login`}
                target="_blank"
                rel="noopener"
                leftSection={<IconExternalLink size={14} />}
              >
                Open
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => setConfirming(true)}
              >
                Delete Domain
              </Button>
            </>
          ) : (
            <>
              <Button
                size="xs"
                leftSection={<IconWorldCheck size={14} />}
                onClick={() => verify.mutate()}
                loading={verify.isPending}
              >
                Verify
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconX size={14} />}
                onClick={() => remove.mutate()}
                loading={remove.isPending}
              >
                Cancel
              </Button>
            </>
          )}
        </Group>
      </Group>
      {!data.isVerified && (
        <Alert color="blue" variant="light">
          Add these records at your DNS provider. Changes can take 24 to 48 hours to spread; this page checks
          every 5 seconds.
        </Alert>
      )}
      <DnsRecordsTable records={data.records} />
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete the custom domain?"
        centered
      >
        <Stack>
          <Text size="sm">Your clients will no longer reach their dashboard at {data.domain}.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              Delete Domain
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
