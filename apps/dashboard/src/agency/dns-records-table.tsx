// R-AGY-8, R-DOM-1: DNS records to add, with status, type, name, value, priority and ttl; values copy on click.
import { Code, Table, Tooltip, UnstyledButton } from '@mantine/core';
import { useCopy } from '../lib/use-copy';

export interface DnsRecordRow {
  status: string;
  type: string;
  name: string;
  value: string;
  priority: number | null;
  ttl: string;
}

export function DnsRecordsTable({ records }: { records: DnsRecordRow[] }) {
  const { copy } = useCopy();
  const copyable = (text: string) => (
    <Tooltip label="Copy">
      <UnstyledButton onClick={() => void copy(text)} style={{ textAlign: 'left' }}>
        <Code style={{ wordBreak: 'break-all' }}>{text}</Code>
      </UnstyledButton>
    </Tooltip>
  );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder fz="xs" data-testid="dns-records">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Status</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Value</Table.Th>
            <Table.Th>Priority</Table.Th>
            <Table.Th>TTL</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((r) => (
            <Table.Tr key={`${r.type}-${r.name}`}>
              <Table.Td>{r.status}</Table.Td>
              <Table.Td>{r.type}</Table.Td>
              <Table.Td>{copyable(r.name)}</Table.Td>
              <Table.Td>{copyable(r.value)}</Table.Td>
              <Table.Td>{r.priority ?? '—'}</Table.Td>
              <Table.Td>{r.ttl}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
