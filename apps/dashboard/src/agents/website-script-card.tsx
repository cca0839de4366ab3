// 'Website Script': the embed snippet for the agent, with Copy.
import { Box, Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import type { Region } from '@parley/kernel/regions';
import { IconCheck, IconCode, IconCopy } from '@tabler/icons-react';
import { useCopy } from '../lib/use-copy';
import { embedSnippet } from './embed-snippet';

export function WebsiteScriptCard({ agentId, region }: { agentId: string; region: Region }) {
  const snippet = embedSnippet(window.location.origin, agentId, region);
  const { copy, copied } = useCopy();
  return (
    <Card withBorder padding="lg" data-testid="website-script">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Box c="blue" mt={2}>
              <IconCode size={20} />
            </Box>
            <Stack gap={2}>
              <Title order={3} fz="md">
                Website Script
              </Title>
              <Text size="sm" c="dimmed">
                Paste this before the closing &lt;/body&gt; tag of every page that should show the chat.
              </Text>
            </Stack>
          </Group>
          <Button
            variant={copied ? 'light' : 'default'}
            color={copied ? 'green' : undefined}
            size="xs"
            leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            onClick={() => void copy(snippet)}
            style={{ flexShrink: 0 }}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </Group>
        <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', lineHeight: 1.6 }}>
          {snippet}
        </Code>
      </Stack>
    </Card>
  );
}
