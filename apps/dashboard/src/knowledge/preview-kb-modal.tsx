// 'Preview KB' (R-WSP-11): ask a question, see the passages retrieval returns.
import { Anchor, Button, Card, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { Region } from '@parley/kernel/regions';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../lib/trpc';

export function PreviewKbModal({
  region,
  agentId,
  opened,
  onClose,
}: {
  region: Region;
  agentId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const result = useQuery({
    ...trpc.kb.preview.queryOptions({ region, agentId, query }),
    enabled: query.length > 0,
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Preview KB" size="xl">
      <Stack>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setQuery(draft.trim());
          }}
        >
          <Group align="flex-end">
            <TextInput
              style={{ flex: 1 }}
              label="Question"
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
            />
            <Button type="submit" loading={result.isFetching} disabled={!draft.trim()}>
              Search
            </Button>
          </Group>
        </form>
        {result.error && <Text c="red">{result.error.message}</Text>}
        {result.data?.length === 0 && (
          <Text c="dimmed">Nothing in the knowledge base matches this question.</Text>
        )}
        {result.data?.map((p) => (
          <Card key={p.chunkId} withBorder data-testid="kb-passage">
            <Group justify="space-between" mb={4}>
              <Text fw={600} size="sm">
                {p.docName}
              </Text>
              <Text size="xs" c="dimmed">
                score {p.score.toFixed(4)}
              </Text>
            </Group>
            {p.url && (
              <Anchor href={p.url} target="_blank" rel="noreferrer" size="xs">
                {p.description ?? p.url}
              </Anchor>
            )}
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={8}>
              {p.text}
            </Text>
          </Card>
        ))}
      </Stack>
    </Modal>
  );
}
