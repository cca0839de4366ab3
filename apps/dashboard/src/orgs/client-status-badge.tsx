// A client's status (R-CSH-4: online or offline).
import { Badge } from '@mantine/core';

export function ClientStatusBadge({ status }: { status: string }) {
  const online = status === 'online';
  return (
    <Badge variant="dot" color={online ? 'green' : 'gray'} size="sm" data-testid="client-status">
      {online ? 'Online' : 'Offline'}
    </Badge>
  );
}
