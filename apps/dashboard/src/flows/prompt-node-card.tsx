// One node of the Prompt view: title, the message sent on arrival, the prompt for the model, where it goes next.
import { ActionIcon, Badge, Card, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { BranchesEditor } from './branches-editor';
import {
  type DraftNode,
  NODE_TYPE_LABELS,
  type NodeData,
  removeNode,
  targetOptions,
  updateNodeData,
} from './flow-draft';

export const TYPE_COLORS: Record<DraftNode['type'], string> = {
  start: 'green',
  default: 'blue',
  end: 'red',
  note: 'yellow',
};

interface PromptNodeCardProps {
  node: DraftNode;
  nodes: DraftNode[];
  setNodes: (update: (prev: DraftNode[]) => DraftNode[]) => void;
}

export function PromptNodeCard({ node, nodes, setNodes }: PromptNodeCardProps) {
  const data = node.data ?? {};
  const patch = (p: Partial<NodeData>) => setNodes((prev) => updateNodeData(prev, node.id, p));
  const leads = node.type === 'start' || node.type === 'default';
  return (
    <Card withBorder padding="md" data-testid="flow-node" data-node-id={node.id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ flex: 1 }}>
            <Badge color={TYPE_COLORS[node.type]} variant="light">
              {NODE_TYPE_LABELS[node.type]}
            </Badge>
            <TextInput
              aria-label="Title"
              placeholder="Title"
              value={data.title ?? ''}
              onChange={(e) => patch({ title: e.currentTarget.value })}
              style={{ flex: 1 }}
              data-testid="node-title"
            />
          </Group>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${data.title || node.id}`}
            onClick={() => setNodes((prev) => removeNode(prev, node.id))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
        {node.type !== 'start' && (
          <Textarea
            label={node.type === 'note' ? 'Note' : 'Message'}
            description={
              node.type === 'note' ? undefined : 'Sent to the visitor when the flow reaches this step.'
            }
            autosize
            minRows={1}
            value={data.message ?? ''}
            onChange={(e) => patch({ message: e.currentTarget.value })}
            data-testid="node-message"
          />
        )}
        {node.type !== 'note' && (
          <Textarea
            label="Prompt"
            description="Added to the system prompt while the conversation is on this step."
            autosize
            minRows={1}
            value={data.prompt ?? ''}
            onChange={(e) => patch({ prompt: e.currentTarget.value })}
            data-testid="node-prompt"
          />
        )}
        {leads && (
          <>
            <BranchesEditor node={node} nodes={nodes} onChange={(conditions) => patch({ conditions })} />
            <Select
              label="Otherwise go to"
              placeholder="Stay on this step"
              clearable
              data={targetOptions(nodes, node.id)}
              value={data.next ?? null}
              onChange={(next) => patch({ next: next ?? undefined })}
              data-testid="node-next"
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
