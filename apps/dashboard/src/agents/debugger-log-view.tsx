// The debugger's 'Runtime' log: one block per interact response of the test chat, newest at the bottom.
import { ActionIcon, Anchor, Badge, Box, Button, Code, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import {
  type DebugLogEntry,
  debugChips,
  describeRequest,
  formatLogTime,
  summarizeBotMessages,
} from './debugger-log';

interface DebuggerLogProps {
  entries: readonly DebugLogEntry[];
  /** Only a test-mode chat reports; otherwise the empty log says how to get reports. */
  testMode: boolean;
  onClear: () => void;
}

export function DebuggerLog({ entries, testMode, onClear }: DebuggerLogProps) {
  const [open, setOpen] = useState(true);
  const viewport = useRef<HTMLDivElement>(null);

  // Follow the newest report, as a console does.
  useEffect(() => {
    const el = viewport.current;
    if (open && el && entries.length > 0) el.scrollTo({ top: el.scrollHeight });
  }, [entries.length, open]);

  return (
    <Stack
      gap={0}
      data-testid="debugger-log"
      style={{
        flex: open ? '0 0 35%' : '0 0 auto',
        minHeight: 0,
        borderTop: '1px solid var(--parley-surface-border)',
      }}
    >
      <Group justify="space-between" px="md" h={36} wrap="nowrap" style={{ flexShrink: 0 }}>
        <Group gap={6} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={open ? 'Collapse runtime log' : 'Expand runtime log'}
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <IconChevronDown size={14} /> : <IconChevronUp size={14} />}
          </ActionIcon>
          <Text fw={600} size="xs">
            Runtime
          </Text>
          <Badge size="xs" variant="light" color="gray">
            {entries.length}
          </Badge>
        </Group>
        <Button
          size="compact-xs"
          variant="subtle"
          color="gray"
          onClick={onClear}
          disabled={entries.length === 0}
        >
          Clear
        </Button>
      </Group>
      {open ? (
        <ScrollArea style={{ flex: 1, minHeight: 0 }} viewportRef={viewport} type="auto" offsetScrollbars>
          {entries.length === 0 ? (
            <Text size="xs" c="dimmed" px="md" py="xs">
              {testMode
                ? 'Send a message in the test chat to see what the runtime did.'
                : 'Turn on Test to see what the runtime did for each message.'}
            </Text>
          ) : (
            entries.map((entry) => <LogEntry key={entry.seq} entry={entry} />)
          )}
        </ScrollArea>
      ) : null}
    </Stack>
  );
}

function LogEntry({ entry }: { entry: DebugLogEntry }) {
  const [showJson, setShowJson] = useState(false);
  const bot = summarizeBotMessages(entry.turns);
  return (
    <Box
      data-testid="debugger-log-entry"
      px="md"
      py={6}
      style={{ borderBottom: '1px solid var(--parley-surface-border)' }}
    >
      <Group gap={6} wrap="nowrap">
        <Text size="xs" c="dimmed" ff="monospace" style={{ flexShrink: 0 }}>
          {formatLogTime(entry.at)}
        </Text>
        <Text size="xs" fw={500} truncate title={entry.request.text}>
          {describeRequest(entry.request)}
        </Text>
      </Group>
      {bot.map((message, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a report's messages never reorder
        <Text key={index} size="xs" c="dimmed" truncate pl="md">
          <Text span size="xs" ff="monospace" c="blue">
            {message.type}
          </Text>
          {message.text === undefined ? null : ` ${message.text}`}
        </Text>
      ))}
      <Group gap={4} mt={4}>
        {debugChips(entry.debug).map((chip) => (
          <Badge
            key={chip.key}
            size="xs"
            radius="sm"
            variant={chip.alert ? 'light' : 'outline'}
            color={chip.alert ? 'red' : 'gray'}
            tt="none"
            fw={500}
          >
            {chip.key}: {chip.value}
          </Badge>
        ))}
        <Anchor component="button" type="button" size="xs" onClick={() => setShowJson((s) => !s)}>
          {showJson ? 'Hide JSON' : 'JSON'}
        </Anchor>
      </Group>
      {showJson ? (
        <Code block fz={10} mt={4} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {JSON.stringify(entry.debug, null, 2)}
        </Code>
      ) : null}
    </Box>
  );
}
