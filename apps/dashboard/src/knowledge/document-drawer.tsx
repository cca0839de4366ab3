// One knowledge document, opened by ?doc_id= (R-WSP-13): status, error, refresh rate and the indexed text.
import { Alert, Drawer, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import type { Region } from '@parley/kernel/regions';
import { REFRESH_RATES } from '@parley/knowledge/domain/refresh-schedule';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatRelativeTime } from '../lib/relative-time';
import { useTRPC } from '../lib/trpc';
import { StatusBadge } from './status-badge';

interface Props {
  region: Region;
  agentId: string;
  docId: string | undefined;
  onClose: () => void;
}

export function DocumentDrawer({ region, agentId, docId, onClose }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const doc = useQuery({
    ...trpc.kb.get.queryOptions({ region, agentId, docId: docId ?? '' }),
    enabled: Boolean(docId),
  });
  const setRate = useMutation(
    trpc.kb.setRefreshRate.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.kb.pathKey() }),
    }),
  );
  const d = doc.data;

  return (
    <Drawer
      opened={Boolean(docId)}
      onClose={onClose}
      position="right"
      size="lg"
      title={d?.name ?? 'Document'}
    >
      {doc.isPending && <Skeleton h={120} />}
      {doc.error && (
        <Alert color="red" variant="light" role="alert">
          {doc.error.message}
        </Alert>
      )}
      {d && (
        <Stack data-testid="kb-document">
          <Group gap="xs">
            <StatusBadge status={d.status} error={d.error} />
            <Text size="sm" c="dimmed">
              Added {formatRelativeTime(d.ts)} · {d.charCount.toLocaleString('en-US')} characters ·{' '}
              {d.chunks?.length ?? 0} chunks
            </Text>
          </Group>
          {d.error && (
            <Alert color="red" variant="light">
              {d.error}
            </Alert>
          )}
          {d.contentURL && <Text size="sm">{d.contentURL}</Text>}
          <Select
            label="Refresh"
            data={REFRESH_RATES.map((r) => ({ value: r, label: r === 'never' ? 'Never' : `Every ${r}` }))}
            value={d.refreshRate}
            allowDeselect={false}
            onChange={(v) =>
              v &&
              setRate.mutate({
                region,
                agentId,
                docId: d.ID,
                refreshRate: v as (typeof REFRESH_RATES)[number],
              })
            }
          />
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {d.content}
          </Text>
        </Stack>
      )}
    </Drawer>
  );
}
