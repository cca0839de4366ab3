// R-CSH-3: the agency owner viewing its clients' dashboard through the admin link sees who they are
// and the way back to their own workspace.
import { Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconShieldCheck } from '@tabler/icons-react';
import { useClientSignOut } from './use-client-sign-out';

export function AgencyOwnerBar({ agencyName, region }: { agencyName: string; region: string }) {
  const { signOut, pending } = useClientSignOut('workspace');
  return (
    <Group
      justify="space-between"
      px="md"
      py={4}
      gap="xs"
      wrap="nowrap"
      bg="var(--mantine-color-violet-light)"
      data-testid="agency-owner-bar"
    >
      <Group gap={6} wrap="nowrap" miw={0}>
        <IconShieldCheck size={16} color="var(--mantine-color-violet-text)" />
        <Text size="xs" c="violet" fw={500} truncate>
          Agency view: you see {agencyName}'s client dashboard as its owner.
        </Text>
      </Group>
      <Button
        size="compact-xs"
        variant="subtle"
        color="violet"
        leftSection={<IconArrowBackUp size={14} />}
        loading={pending}
        onClick={() => void signOut(region)}
      >
        Back to my workspace
      </Button>
    </Group>
  );
}
