// The Canvas view (tab prompt): the flow as a graph. Drag to move, connect handles to set where a step
// leads, Backspace/Delete removes the selection; every change goes into the shared draft.
import '@xyflow/react/dist/style.css';
import { Box, Button, Group, useComputedColorScheme } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  applyEdgeChanges,
  applyNodeChanges,
  Background,
  Controls,
  type Edge,
  type EdgeChange,
  MarkerType,
  type NodeChange,
  Panel,
  ReactFlow,
} from '@xyflow/react';
import { useEffect, useState } from 'react';
import { CANVAS_NODE_TYPES, type CanvasNode } from './canvas-nodes';
import {
  addNode,
  connectNodes,
  type DraftNode,
  disconnect,
  NODE_TYPE_LABELS,
  removeNode,
} from './flow-draft';
import type { FlowDraft } from './use-flow';

const ADDABLE: DraftNode['type'][] = ['start', 'default', 'end', 'note'];

/** Canvas nodes for the draft, keeping what React Flow measured and selected. */
function toCanvasNodes(nodes: DraftNode[], prev: CanvasNode[]): CanvasNode[] {
  const old = new Map(prev.map((n) => [n.id, n]));
  return nodes.map((node, i) => ({
    ...old.get(node.id),
    id: node.id,
    type: `flow-${node.type}` as const,
    position: node.position ?? { x: 60 + 260 * (i % 3), y: 60 + 180 * Math.floor(i / 3) },
    data: { node },
  }));
}

function toEdges(nodes: DraftNode[], prev: Edge[]): Edge[] {
  const selected = new Set(prev.filter((e) => e.selected).map((e) => e.id));
  const edges: Edge[] = [];
  const push = (source: string, handle: string, target: string, label?: string) => {
    if (!target) return;
    const id = `${source}:${handle}`;
    edges.push({
      id,
      source,
      sourceHandle: handle,
      target,
      label,
      selected: selected.has(id),
      markerEnd: { type: MarkerType.ArrowClosed },
    });
  };
  for (const n of nodes) {
    if (n.type === 'note' || n.type === 'end') continue;
    (n.data?.conditions ?? []).forEach((c, i) => {
      push(n.id, `branch-${i}`, c.next, c.label || undefined);
    });
    if (n.data?.next) push(n.id, 'next', n.data.next);
  }
  return edges;
}

export function CanvasView({ flow }: { flow: FlowDraft }) {
  const [nodes, setNodes] = useState<CanvasNode[]>([]);
  const [edges, setEdges] = useState<Edge[]>([]);
  const colorMode = useComputedColorScheme('light');
  useEffect(() => {
    setNodes((prev) => toCanvasNodes(flow.nodes, prev));
    setEdges((prev) => toEdges(flow.nodes, prev));
  }, [flow.nodes]);

  const onNodesChange = (changes: NodeChange<CanvasNode>[]) => {
    setNodes((prev) => applyNodeChanges(changes, prev));
    for (const change of changes) {
      if (change.type === 'position' && change.position) {
        const position = change.position;
        flow.setNodes((prev) => prev.map((n) => (n.id === change.id ? { ...n, position } : n)));
      } else if (change.type === 'remove') {
        flow.setNodes((prev) => removeNode(prev, change.id));
      }
    }
  };
  const onEdgesChange = (changes: EdgeChange[]) => {
    setEdges((prev) => applyEdgeChanges(changes, prev));
    for (const change of changes) {
      if (change.type !== 'remove') continue;
      const [source, handle] = change.id.split(':');
      if (source && handle) flow.setNodes((prev) => disconnect(prev, source, handle));
    }
  };

  return (
    <Box
      h={560}
      style={{ border: '1px solid var(--parley-surface-border)', borderRadius: 8 }}
      data-testid="canvas-view"
    >
      <ReactFlow<CanvasNode, Edge>
        nodes={nodes}
        edges={edges}
        nodeTypes={CANVAS_NODE_TYPES}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onConnect={(c) =>
          flow.setNodes((prev) => connectNodes(prev, c.source, c.sourceHandle ?? 'next', c.target))
        }
        deleteKeyCode={['Backspace', 'Delete']}
        colorMode={colorMode}
        fitView
        fitViewOptions={{ maxZoom: 1 }}
      >
        <Background gap={20} />
        <Controls showInteractive={false} />
        <Panel position="top-left">
          <Group gap={6}>
            {ADDABLE.filter((t) => t !== 'start' || !flow.nodes.some((n) => n.type === 'start')).map(
              (type) => (
                <Button
                  key={type}
                  size="xs"
                  variant="default"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => flow.setNodes((prev) => addNode(prev, type))}
                  data-testid={`canvas-add-${type}`}
                >
                  {NODE_TYPE_LABELS[type]}
                </Button>
              ),
            )}
          </Group>
        </Panel>
      </ReactFlow>
    </Box>
  );
}
