// The Canvas's node components, one per node type: a card with a target handle on top and, for steps
// that lead on, a 'next' handle below and one handle per branch on the right.
import { Badge, Card, Text } from '@mantine/core';
import { Handle, type Node, type NodeProps, Position } from '@xyflow/react';
import { type DraftNode, NODE_TYPE_LABELS } from './flow-draft';
import { TYPE_COLORS } from './prompt-node-card';

// Prefixed: React Flow styles its own built-in 'default' type.
export type CanvasNode = Node<{ node: DraftNode }, `flow-${DraftNode['type']}`>;

interface NodeCardProps extends NodeProps<CanvasNode> {
  /** Has outgoing handles (next and branches). */
  leads?: boolean;
  /** Has the incoming handle. */
  led?: boolean;
}

function NodeCard({ data, selected, leads = false, led = false }: NodeCardProps) {
  const node = data.node;
  const branches = leads ? (node.data?.conditions ?? []) : [];
  return (
    <Card
      withBorder
      padding="xs"
      w={220}
      bg={node.type === 'note' ? 'var(--mantine-color-yellow-light)' : undefined}
      style={{
        borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined,
        overflow: 'visible',
      }}
      data-testid="canvas-node"
    >
      {led && <Handle type="target" position={Position.Top} />}
      <Badge size="xs" color={TYPE_COLORS[node.type]} variant="light" mb={4}>
        {NODE_TYPE_LABELS[node.type]}
      </Badge>
      <Text size="sm" fw={600} truncate="end">
        {node.data?.title || node.id}
      </Text>
      {node.data?.message && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {node.data.message}
        </Text>
      )}
      {branches.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a branch's handle id is its index.
        <Text key={i} size="xs" ta="right" pos="relative" mt={2}>
          {c.label || c.keywords.join(', ') || 'Branch'}
          <Handle
            type="source"
            id={`branch-${i}`}
            position={Position.Right}
            style={{ right: -13, top: '50%' }}
          />
        </Text>
      ))}
      {leads && <Handle type="source" id="next" position={Position.Bottom} />}
    </Card>
  );
}

const StartNode = (props: NodeProps<CanvasNode>) => <NodeCard {...props} leads />;
const StepNode = (props: NodeProps<CanvasNode>) => <NodeCard {...props} leads led />;
const EndNode = (props: NodeProps<CanvasNode>) => <NodeCard {...props} led />;
const NoteNode = (props: NodeProps<CanvasNode>) => <NodeCard {...props} />;

export const CANVAS_NODE_TYPES = {
  'flow-start': StartNode,
  'flow-default': StepNode,
  'flow-end': EndNode,
  'flow-note': NoteNode,
};
