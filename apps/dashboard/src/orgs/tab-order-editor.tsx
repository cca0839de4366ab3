// The order of a client's agent-page tabs (clientTabOrder): the granted sections, moved up or down.
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { sectionLabel } from './access-sections';
import { moveItem } from './client-user-form';

interface TabOrderEditorProps {
  /** The effective order (every granted section, once). */
  order: string[];
  onChange: (order: string[]) => void;
}

export function TabOrderEditor({ order, onChange }: TabOrderEditorProps) {
  if (order.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Grant at least one section to order the tabs.
      </Text>
    );
  }
  return (
    <Stack gap={4} data-testid="tab-order">
      {order.map((path, index) => (
        <Paper key={path} withBorder radius="sm" px="sm" py={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">
              <Text span c="dimmed" size="xs" mr={8}>
                {index + 1}.
              </Text>
              {sectionLabel(path)}
            </Text>
            <Group gap={2}>
              <ActionIcon
                variant="subtle"
                aria-label={`Move ${sectionLabel(path)} up`}
                disabled={index === 0}
                onClick={() => onChange(moveItem(order, index, -1))}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={`Move ${sectionLabel(path)} down`}
                disabled={index === order.length - 1}
                onClick={() => onChange(moveItem(order, index, 1))}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
