// The organisation's last credit transfers (R-ORG-18), newest first.
import { Group, ScrollArea, Stack, Text } from '@mantine/core';
import type { TCreditTransfer } from '@parley/contract/org-credits';
import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react';
import { formatRelativeTime } from '../lib/relative-time';

export function TransferHistory({ transfers }: { transfers: TCreditTransfer[] }) {
  if (transfers.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No transfers yet.
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize mah={180} type="auto">
      <Stack gap={6} data-testid="transfer-history">
        {transfers.map((t) => {
          const toOrg = t.amount > 0;
          const Icon = toOrg ? IconArrowUpRight : IconArrowDownLeft;
          return (
            <Group key={t.id} justify="space-between" wrap="nowrap" gap="xs">
              <Group gap={6} wrap="nowrap">
                <Icon
                  size={14}
                  color={toOrg ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-teal-6)'}
                />
                <Text size="sm">{toOrg ? 'To organization' : 'To workspace'}</Text>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={600} ff="monospace">
                  {Math.abs(t.amount).toLocaleString('en-US')}
                </Text>
                <Text size="xs" c="dimmed" w={90} ta="right">
                  {formatRelativeTime(t.timestamp * 1000)}
                </Text>
              </Group>
            </Group>
          );
        })}
      </Stack>
    </ScrollArea.Autosize>
  );
}
