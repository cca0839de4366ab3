// A document's status (R-KB-3) as a coloured badge; the error reason shows on hover.
import { Badge, Tooltip } from '@mantine/core';

const COLORS: Record<string, string> = {
  SUCCESS: 'green',
  ERROR: 'red',
  PENDING: 'yellow',
  INITIALIZED: 'gray',
};

export function StatusBadge({ status, error }: { status: string; error: string | null }) {
  const badge = (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" data-testid="kb-status">
      {status}
    </Badge>
  );
  return error ? (
    <Tooltip label={error} multiline w={320}>
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}
