// The debugger side panel (R-APS-13): for now, a live test chat of the agent in the widget frame.
import { ActionIcon, Box, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Region } from '@parley/kernel/regions';
import { IconRefresh, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { testChatFrameSrc } from './embed-snippet';

interface DebuggerPanelProps {
  agentId: string;
  region: Region;
  onClose: () => void;
}

export function DebuggerPanel({ agentId, region, onClose }: DebuggerPanelProps) {
  const [reloads, setReloads] = useState(0);
  return (
    <Stack gap={0} h="100%" data-testid="debugger-panel">
      <Group
        justify="space-between"
        px="md"
        h={52}
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--parley-surface-border)', flexShrink: 0 }}
      >
        <Stack gap={0}>
          <Text fw={600} size="sm">
            Debugger
          </Text>
          <Text size="xs" c="dimmed">
            Chat with your agent as a visitor would.
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Reload test chat">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="Reload test chat"
              onClick={() => setReloads((n) => n + 1)}
            >
              <IconRefresh size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Hide Debugger">
            <ActionIcon variant="subtle" color="gray" aria-label="Hide Debugger" onClick={onClose}>
              <IconX size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Box style={{ flex: 1, minHeight: 0 }} bg="var(--parley-page-bg)">
        <iframe
          key={reloads}
          title="Agent test chat"
          src={testChatFrameSrc(agentId, region)}
          style={{ border: 0, width: '100%', height: '100%', display: 'block' }}
          allow="clipboard-write; microphone"
        />
      </Box>
    </Stack>
  );
}
