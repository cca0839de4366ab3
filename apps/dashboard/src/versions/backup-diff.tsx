// What reverting to a backup would change: its fields against the current agent, one row each.
import { Badge, Loader, Table, Text, Tooltip } from '@mantine/core';
import type { Region } from '@parley/kernel/regions';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';
import { formatDiffValue } from './backup-format';
import { HISTORY_LABELS } from './history-labels';

interface BackupDiffProps {
  agentId: string;
  region: Region;
  backupId: string;
}

export function BackupDiff({ agentId, region, backupId }: BackupDiffProps) {
  const trpc = useTRPC();
  const diff = useQuery(trpc.versions.diffBackup.queryOptions({ agentId, region, backupId }));

  if (diff.isPending) return <Loader size="xs" m="xs" />;
  if (diff.isError)
    return (
      <Text size="xs" c="red" data-testid="backup-diff">
        {HISTORY_LABELS.diffError}
      </Text>
    );
  const { changes } = diff.data;
  if (changes.length === 0)
    return (
      <Text size="xs" c="dimmed" data-testid="backup-diff">
        {HISTORY_LABELS.noDifferences}
      </Text>
    );
  return (
    <Table
      data-testid="backup-diff"
      fz="xs"
      verticalSpacing={4}
      horizontalSpacing="xs"
      withTableBorder
      layout="fixed"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="30%">{HISTORY_LABELS.field}</Table.Th>
          <Table.Th>{HISTORY_LABELS.inBackup}</Table.Th>
          <Table.Th>{HISTORY_LABELS.current}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={change.path}>
            <Table.Td style={{ wordBreak: 'break-all' }}>
              <Text span size="xs" ff="monospace">
                {change.path}
              </Text>{' '}
              {change.kind === 'changed' ? null : (
                <Badge size="xs" variant="light" color={change.kind === 'added' ? 'green' : 'orange'}>
                  {change.kind}
                </Badge>
              )}
            </Table.Td>
            <DiffCell value={change.before} />
            <DiffCell value={change.after} />
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function DiffCell({ value }: { value: unknown }) {
  const { full, shown, truncated } = formatDiffValue(value);
  const text = (
    <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
      {shown}
    </Text>
  );
  return (
    <Table.Td>
      {truncated ? (
        <Tooltip label={full} multiline maw={480} style={{ wordBreak: 'break-all' }} withinPortal>
          {text}
        </Tooltip>
      ) : (
        text
      )}
    </Table.Td>
  );
}
