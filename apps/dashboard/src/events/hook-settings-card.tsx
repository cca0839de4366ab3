// Hook settings (R-EVT-2): endpoint, subscribed types, signing secret, 'Send test event'.
import {
  Button,
  Card,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Modal,
  PasswordInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { EVENT_MESSAGES } from '@parley/messages/events';
import { IconCheck, IconCopy, IconRefresh, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '../lib/trpc';
import { humanWait } from './delivery-status';

const NOTICE_MS = 3000;

export function HookSettingsCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.events.settings.queryOptions());
  const catalogue = useQuery(trpc.events.catalogue.queryOptions());
  const [endpoint, setEndpoint] = useState('');
  const [subscribed, setSubscribed] = useState<string[]>([]);
  const [secret, setSecret] = useState<string | null>(null);
  const [confirming, confirm] = useDisclosure(false);

  useEffect(() => {
    if (!settings.data) return;
    setEndpoint(settings.data.endpoint ?? '');
    setSubscribed(settings.data.subscribedEvents);
  }, [settings.data]);

  const refreshDeliveries = () =>
    queryClient.invalidateQueries({ queryKey: trpc.events.deliveries.queryKey() });
  const fail = (error: { message: string }) =>
    notifications.show({ color: 'red', message: error.message, autoClose: 4000 });
  const save = useMutation(
    trpc.events.saveSettings.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.events.settings.queryKey(), data);
        notifications.show({ color: 'green', message: EVENT_MESSAGES.settingsSaved, autoClose: NOTICE_MS });
      },
      onError: fail,
    }),
  );
  const reveal = useMutation(
    trpc.events.revealSecret.mutationOptions({ onSuccess: (d) => setSecret(d.secret), onError: fail }),
  );
  const regenerate = useMutation(
    trpc.events.regenerateSecret.mutationOptions({
      onSuccess: (d) => {
        setSecret(d.secret);
        confirm.close();
        notifications.show({
          color: 'green',
          message: EVENT_MESSAGES.secretRegenerated,
          autoClose: NOTICE_MS,
        });
      },
      onError: fail,
    }),
  );
  const test = useMutation(
    trpc.events.sendTest.mutationOptions({
      onSuccess: (d) => {
        void refreshDeliveries();
        notifications.show(
          d.status === 'delivered'
            ? { color: 'green', message: EVENT_MESSAGES.testSent, autoClose: NOTICE_MS }
            : {
                color: 'red',
                message: EVENT_MESSAGES.testFailed(d.lastError ?? 'no answer'),
                autoClose: 4000,
              },
        );
      },
      onError: fail,
    }),
  );

  if (!settings.data || !catalogue.data) return <Skeleton h={320} radius="lg" />;
  const saved = settings.data;
  const dirty =
    (saved.endpoint ?? '') !== endpoint.trim() ||
    saved.subscribedEvents.join() !== [...subscribed].sort().join();
  const waits = catalogue.data.retryWaitsMs;

  return (
    <Card withBorder padding="lg" data-testid="hook-settings">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            Event hook
          </Title>
          <Text size="sm" c="dimmed">
            Parley POSTs <Code>{'{ type, payload, createdAt }'}</Code> to your endpoint when a subscribed
            event happens. A non-2xx answer is retried {waits.length} times (after{' '}
            {waits.map(humanWait).join(', ')}); then every member of the workspace gets an e-mail.
          </Text>
        </Stack>
        <TextInput
          label="Endpoint"
          placeholder="https://example.com/hooks/parley"
          value={endpoint}
          onChange={(e) => setEndpoint(e.currentTarget.value)}
          maxLength={2000}
          data-testid="hook-endpoint"
        />
        <Checkbox.Group
          label="Send these events"
          value={subscribed}
          onChange={(v) => setSubscribed([...v].sort())}
        >
          <Stack gap={6} mt={6}>
            {catalogue.data.types.map((t) => (
              <Checkbox
                key={t.type}
                value={t.type}
                label={
                  <>
                    <Code>{t.type}</Code> {t.label}
                  </>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group gap="sm">
          <Button
            onClick={() =>
              save.mutate({ endpoint: endpoint.trim() || null, subscribedEvents: subscribed as never })
            }
            loading={save.isPending}
            disabled={!dirty}
            data-testid="hook-save"
          >
            Save
          </Button>
          <Button
            variant="default"
            leftSection={<IconSend size={16} />}
            onClick={() => test.mutate()}
            loading={test.isPending}
            disabled={!saved.endpoint || dirty}
          >
            Send test event
          </Button>
        </Group>

        {saved.hasSigningSecret && (
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              Signing secret
            </Text>
            <Text size="xs" c="dimmed">
              Each request carries <Code>Parley-Signature: t=…,v1=…</Code>: the hex HMAC-SHA256 of{' '}
              <Code>{'{t}.{raw body}'}</Code> with this secret. Compare it in constant time and reject old
              timestamps.
            </Text>
            <Group gap="xs" align="flex-end">
              <PasswordInput
                aria-label="Signing secret"
                value={secret ?? 'whsec_hidden_until_revealed'}
                readOnly
                visible={Boolean(secret)}
                onVisibilityChange={(show) => (show && !secret ? reveal.mutate() : setSecret(null))}
                style={{ flex: 1, minWidth: 240 }}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              />
              {secret && (
                <CopyButton value={secret}>
                  {({ copied, copy }) => (
                    <Button
                      variant="default"
                      onClick={copy}
                      leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    >
                      {copied ? 'Copied' : 'Copy'}
                    </Button>
                  )}
                </CopyButton>
              )}
              <Button
                variant="default"
                color="red"
                leftSection={<IconRefresh size={16} />}
                onClick={confirm.open}
              >
                Regenerate
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
      <Modal opened={confirming} onClose={confirm.close} title="Regenerate the signing secret?" centered>
        <Stack>
          <Text size="sm">
            Requests signed with the old secret will stop verifying. Update your receiver right after.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              Cancel
            </Button>
            <Button color="red" onClick={() => regenerate.mutate()} loading={regenerate.isPending}>
              Regenerate
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
