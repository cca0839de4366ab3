// The debugger side panel (R-APS-13): the agent's test chat in the widget frame and the runtime's reports under it.
import { ActionIcon, Box, Group, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Region } from '@parley/kernel/regions';
import { IconRefresh, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useAgentDraft } from '../drafts/use-agent-draft';
import { patchOf, readChatEdit } from './chat-edit';
import { appendEntry, type DebugLogEntry, readDebugReport } from './debugger-log';
import { DebuggerLog } from './debugger-log-view';
import { testChatFrameSrc } from './embed-snippet';

interface DebuggerPanelProps {
  agentId: string;
  region: Region;
  /**
   * Test mode (R-WSH-5, the top bar's Test toggle): the chat runs as a tester and reports each
   * response to the Runtime log. Without it the chat is what a visitor sees, and the log stays empty.
   */
  test?: boolean;
  onClose: () => void;
}

export function DebuggerPanel({ agentId, region, test = true, onClose }: DebuggerPanelProps) {
  const [reloads, setReloads] = useState(0);
  const [log, setLog] = useState<DebugLogEntry[]>([]);
  const frame = useRef<HTMLIFrameElement>(null);
  const seq = useRef(0);
  const draft = useAgentDraft(region, agentId);
  const saveDraft = useRef(draft.save);
  saveDraft.current = draft.save;

  // The test chat (test=1) reports each interact response; only this panel's frame, same origin, is heard.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (!source || event.source !== source || event.origin !== window.location.origin) return;
      const entry = readDebugReport(event.data, ++seq.current);
      if (entry) setLog((prev) => appendEntry(prev, entry));
      // R-WSH-11: the super admin edited the banner image or the handoff texts in the chat.
      const edit = readChatEdit(event.data);
      if (edit)
        saveDraft.current(patchOf(edit)).then(
          () =>
            notifications.show({
              color: 'green',
              message: 'Saved to the draft. Publish to show it to visitors.',
            }),
          (error: Error) => notifications.show({ color: 'red', message: error.message }),
        );
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

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
          ref={frame}
          key={reloads}
          title="Agent test chat"
          src={testChatFrameSrc(agentId, region, { test })}
          style={{ border: 0, width: '100%', height: '100%', display: 'block' }}
          allow="clipboard-write; microphone"
        />
      </Box>
      <DebuggerLog entries={log} testMode={test} onClear={() => setLog([])} />
    </Stack>
  );
}
