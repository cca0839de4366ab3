// The Prompt view (tab nodes): the flow as an ordered list of steps, each edited in place.
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { addNode, type DraftNode, NODE_TYPE_LABELS, orderForList } from './flow-draft';
import { PromptNodeCard } from './prompt-node-card';
import type { FlowDraft } from './use-flow';

const ADDABLE: DraftNode['type'][] = ['start', 'default', 'end', 'note'];

export function PromptView({ flow }: { flow: FlowDraft }) {
  const ordered = orderForList(flow.nodes);
  const hasStart = flow.nodes.some((n) => n.type === 'start');
  return (
    <Stack gap="sm" data-testid="prompt-view">
      {ordered.length === 0 && (
        <Text size="sm" c="dimmed">
          No steps yet. Add a start step, then the steps it leads to.
        </Text>
      )}
      {ordered.map((node) => (
        <PromptNodeCard key={node.id} node={node} nodes={flow.nodes} setNodes={flow.setNodes} />
      ))}
      <Group gap="xs">
        {ADDABLE.filter((type) => type !== 'start' || !hasStart).map((type) => (
          <Button
            key={type}
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => flow.setNodes((prev) => addNode(prev, type))}
            data-testid={`add-${type}`}
          >
            {NODE_TYPE_LABELS[type]}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
