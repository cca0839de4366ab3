// The flow's two views (R-APS-2): 'Prompt' (tab nodes, a list) and 'Canvas' (tab prompt, a graph), one draft.
import { Button, Group, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { showsViewSwitch, viewSwitchOf } from '@parley/agent-page/view-switch';
import type { Region } from '@parley/kernel/regions';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { PromptView } from './prompt-view';
import { useFlow } from './use-flow';

// @xyflow/react is only loaded when the Canvas is opened.
const CanvasView = lazy(() => import('./canvas-view').then((m) => ({ default: m.CanvasView })));

interface FlowTabProps {
  region: Region;
  agentId: string;
  view: 'nodes' | 'prompt';
  onSwitchView: (tab: 'nodes' | 'prompt') => void;
}

export function FlowTab({ region, agentId, view, onSwitchView }: FlowTabProps) {
  const flow = useFlow(region, agentId);
  const other = viewSwitchOf(view);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Text fw={650} size="lg">
            {view === 'nodes' ? 'Prompt' : 'Canvas'}
          </Text>
          <Text size="sm" c="dimmed">
            A flow guides the conversation step by step; keywords in the visitor's message choose the branch.
          </Text>
        </div>
        <Group gap="sm">
          <Switch
            label="Enable flow"
            checked={flow.enableNodes}
            onChange={(e) => flow.setEnableNodes(e.currentTarget.checked)}
            data-testid="enable-flow"
          />
          {showsViewSwitch(flow.nodes) && (
            <Button variant="default" onClick={() => onSwitchView(other.to)} data-testid="switch-view">
              {other.label}
            </Button>
          )}
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            loading={flow.saving}
            disabled={!flow.loaded}
            onClick={flow.save}
            data-testid="save-flow"
          >
            Save
          </Button>
        </Group>
      </Group>
      {!flow.loaded ? (
        <Skeleton h={240} />
      ) : view === 'nodes' ? (
        <PromptView flow={flow} />
      ) : (
        <Suspense fallback={<Skeleton h={560} />}>
          <CanvasView flow={flow} />
        </Suspense>
      )}
    </Stack>
  );
}
