// The Tools tab: the agent's tools with their server, New Tool, edit, and Test.
import { Alert, Button, Card, EmptyState, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Region } from '@parley/kernel/regions';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import type { ToolView } from '@parley/tools/domain/tool';
import { IconAlertTriangle, IconPlus, IconSend, IconTool } from '@tabler/icons-react';
import { useState } from 'react';
import { ToolDrawer } from './tool-drawer';
import { ToolTestModal } from './tool-test-modal';
import { useTools } from './use-tools';

interface ToolsTabProps {
  region: Region;
  agentId: string;
}

export function ToolsTab({ region, agentId }: ToolsTabProps) {
  const list = useTools(region, agentId);
  // undefined: closed; null: a new tool; a tool: editing it.
  const [editing, setEditing] = useState<ToolView | null | undefined>(undefined);
  const [testing, setTesting] = useState<ToolView | null>(null);

  if (list.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
        {AGENT_MESSAGES.listError(list.error.message)}
      </Alert>
    );
  }
  const tools = list.data ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <div>
          <Text fw={650} size="lg">
            Tools
          </Text>
          <Text size="sm" c="dimmed">
            Servers the agent may call while it replies.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)} data-testid="new-tool">
          New Tool
        </Button>
      </Group>
      {list.data && tools.length === 0 ? (
        <Card withBorder padding={48} data-testid="tools-empty">
          <EmptyState
            variant="light"
            icon={<IconTool size={28} />}
            title="No tools yet"
            description="Add a tool to let the agent look things up or act on your systems during a chat."
          />
        </Card>
      ) : (
        <Card withBorder padding={0}>
          {list.isPending && [0, 1].map((i) => <Skeleton key={i} h={64} m="xs" />)}
          {tools.map((tool, index) => (
            <Group
              key={tool.id}
              justify="space-between"
              wrap="nowrap"
              px="md"
              py="sm"
              style={{ borderTop: index ? '1px solid var(--parley-surface-border)' : undefined }}
              data-testid="tool-row"
            >
              <UnstyledButton onClick={() => setEditing(tool)} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} ff="monospace" size="sm">
                  {tool.name}
                </Text>
                <Text size="sm" c="dimmed" lineClamp={1}>
                  {tool.description}
                </Text>
                <Text size="xs" c="dimmed" truncate="end">
                  {tool.serverUrl}
                </Text>
              </UnstyledButton>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconSend size={14} />}
                onClick={() => setTesting(tool)}
                data-testid="test-tool"
              >
                Test
              </Button>
            </Group>
          ))}
        </Card>
      )}
      {editing !== undefined && (
        <ToolDrawer region={region} agentId={agentId} tool={editing} onClose={() => setEditing(undefined)} />
      )}
      {testing && (
        <ToolTestModal region={region} agentId={agentId} tool={testing} onClose={() => setTesting(null)} />
      )}
    </Stack>
  );
}
