// The delivery state of an outbox mail: kept in the outbox (no SMTP), sent, or failed.
import { Badge } from '@mantine/core';

const LOOK: Record<string, { color: string; label: string }> = {
  stored: { color: 'gray', label: 'In outbox' },
  sent: { color: 'green', label: 'Sent' },
  failed: { color: 'red', label: 'Failed' },
};

export function MailStatusBadge({ status }: { status: string }) {
  const look = LOOK[status] ?? { color: 'gray', label: status };
  return (
    <Badge size="sm" variant="light" color={look.color}>
      {look.label}
    </Badge>
  );
}
