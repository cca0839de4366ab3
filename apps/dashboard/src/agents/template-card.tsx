// One selectable template in the New Agent drawer (R-AGC-5): name, description, icon, 'Selected' chip.
import { Badge, Group, Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { AgentTemplate } from '@parley/agents/domain/templates';
import { IconCheck } from '@tabler/icons-react';
import { templateIcon } from './template-icons';

interface TemplateCardProps {
  template: AgentTemplate;
  selected: boolean;
  onSelect: () => void;
}

export function TemplateCard({ template, selected, onSelect }: TemplateCardProps) {
  const Icon = templateIcon(template.icon);
  return (
    <UnstyledButton
      role="radio"
      aria-checked={selected}
      onClick={onSelect}
      data-testid={`template-card-${template.id}`}
      data-selected={selected || undefined}
      h="100%"
    >
      <Paper
        withBorder
        radius="md"
        p="md"
        h="100%"
        style={{
          borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined,
          boxShadow: selected ? '0 0 0 1px var(--mantine-primary-color-filled)' : undefined,
          backgroundColor: selected ? 'var(--mantine-primary-color-light)' : undefined,
          transition: 'border-color 120ms ease, background-color 120ms ease',
        }}
      >
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" size={36} radius="md">
              <Icon size={20} stroke={1.7} />
            </ThemeIcon>
            {selected && (
              <Badge size="sm" variant="filled" tt="none" leftSection={<IconCheck size={12} stroke={3} />}>
                Selected
              </Badge>
            )}
          </Group>
          <Text fw={600} size="sm">
            {template.name}
          </Text>
          <Text size="xs" c="dimmed" lh={1.45}>
            {template.description}
          </Text>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
