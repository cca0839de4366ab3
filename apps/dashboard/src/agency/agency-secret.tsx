// R-AGY-3, R-CLA-14, R-CLA-19: the read-only secret key with 'Regen Secret', and the admin magic link it
// makes (shown cut at 500 characters), to open the client dashboard as the agency owner.
import { Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AGENCY_MESSAGES } from '@parley/messages/agencies';
import { IconCopy, IconExternalLink, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../lib/trpc';
import { useCopy } from '../lib/use-copy';
import { adminMagicLink, displayLink } from './agency-form';

export function AgencySecret() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { copy } = useCopy();
  const [confirming, setConfirming] = useState(false);
  const secret = useQuery(trpc.agency.secret.queryOptions()).data?.secret ?? '';
  const regen = useMutation(
    trpc.agency.regenerateSecret.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.agency.secret.queryKey(), data);
        notifications.show({ color: 'green', message: AGENCY_MESSAGES.secretRegenerated });
        setConfirming(false);
      },
    }),
  );
  const link = secret ? adminMagicLink(window.location.origin, secret) : '';
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label="Secret key"
          value={secret}
          readOnly
          style={{ flex: 1 }}
          data-testid="agency-secret"
        />
        <Button variant="default" leftSection={<IconCopy size={14} />} onClick={() => void copy(secret)}>
          Copy
        </Button>
        <Button
          variant="light"
          color="orange"
          leftSection={<IconRefresh size={14} />}
          onClick={() => setConfirming(true)}
        >
          Regen Secret
        </Button>
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Admin link to the client dashboard
        </Text>
        <Text size="xs" c="dimmed">
          Opens every agent of your agency as its clients see it. Keep it private: anyone with it gets in
          until you regenerate the secret.
        </Text>
        <Code
          block
          data-testid="agency-magic-link"
          style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
        >
          {displayLink(link)}
        </Code>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconCopy size={14} />}
            onClick={() => void copy(link)}
          >
            Copy link
          </Button>
          <Button
            size="xs"
            variant="light"
            component="a"
            href={link}
            target="_blank"
            rel="noopener"
            leftSection={<IconExternalLink size={14} />}
          >
            Open
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Regenerate the secret?" centered>
        <Stack>
          <Text size="sm">The current secret and every admin link made with it stop working at once.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="orange" loading={regen.isPending} onClick={() => regen.mutate()}>
              Regen Secret
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
