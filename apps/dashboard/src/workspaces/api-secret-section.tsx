// Settings → API access: the workspace secret for REST calls (R-WKS-15), hidden until asked for.
import { ActionIcon, Button, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../lib/trpc';
import { useCopy } from '../lib/use-copy';

export function ApiSecretSection() {
  const trpc = useTRPC();
  const [shown, setShown] = useState(false);
  const secret = useQuery({
    ...trpc.workspaces.secret.queryOptions(),
    enabled: shown,
    staleTime: 0,
    gcTime: 0,
  });
  const { copy, copied } = useCopy();
  const value = secret.data?.workspaceSecret ?? '';

  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput
        style={{ flex: 1 }}
        label="Workspace secret"
        description="Send it as a Bearer token to call the REST API for this workspace."
        readOnly
        value={shown ? value : '•'.repeat(23)}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      {shown ? (
        <Tooltip label="Copy">
          <ActionIcon
            size={36}
            variant="default"
            aria-label="Copy secret"
            disabled={!value}
            onClick={() => void copy(value)}
          >
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button variant="default" onClick={() => setShown(true)}>
          Reveal
        </Button>
      )}
      {secret.isError && (
        <Text c="red" size="xs">
          {secret.error.message}
        </Text>
      )}
    </Group>
  );
}
