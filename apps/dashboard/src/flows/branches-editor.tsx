// A node's branches: when the visitor's message has one of the keywords, the flow goes to the branch's step.
import { ActionIcon, Button, Group, Select, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { type DraftNode, type NodeData, targetOptions } from './flow-draft';

type Condition = NonNullable<NodeData['conditions']>[number];

interface BranchesEditorProps {
  node: DraftNode;
  nodes: DraftNode[];
  onChange: (conditions: Condition[]) => void;
}

export function BranchesEditor({ node, nodes, onChange }: BranchesEditorProps) {
  const conditions = node.data?.conditions ?? [];
  const set = (i: number, patch: Partial<Condition>) =>
    onChange(conditions.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Branches
      </Text>
      {conditions.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: branches have no id; their order is their identity.
        <Group key={i} gap="xs" align="flex-end" wrap="nowrap" data-testid="branch">
          <TextInput
            aria-label="Branch label"
            placeholder="Label"
            value={c.label ?? ''}
            onChange={(e) => set(i, { label: e.currentTarget.value })}
            w={140}
          />
          <TagsInput
            aria-label="Keywords"
            placeholder="Keywords, Enter after each"
            value={c.keywords}
            onChange={(keywords) => set(i, { keywords })}
            style={{ flex: 1 }}
            data-testid="branch-keywords"
          />
          <Select
            aria-label="Go to"
            placeholder="Go to"
            data={targetOptions(nodes, node.id)}
            value={c.next || null}
            onChange={(next) => set(i, { next: next ?? '' })}
            w={180}
            data-testid="branch-next"
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label="Remove branch"
            onClick={() => onChange(conditions.filter((_, j) => j !== i))}
            mb={4}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconPlus size={14} />}
        onClick={() => onChange([...conditions, { label: '', keywords: [], next: '' }])}
        style={{ alignSelf: 'flex-start' }}
        data-testid="add-branch"
      >
        Add branch
      </Button>
    </Stack>
  );
}
