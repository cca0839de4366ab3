// R-CSH-14: a list of checkboxes headed by 'Select All' (checked, unchecked or mixed).
import { Checkbox, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { selectAllState, toggleSelectAll } from './select-all';

export interface SelectAllOption {
  value: string;
  label: string;
  description?: string;
}

interface SelectAllListProps {
  label: string;
  description?: string;
  options: readonly SelectAllOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
  /** The list scrolls past this height. */
  maxHeight?: number;
  'data-testid'?: string;
}

export function SelectAllList({
  label,
  description,
  options,
  value,
  onChange,
  disabled,
  maxHeight = 260,
  'data-testid': testId,
}: SelectAllListProps) {
  const values = options.map((o) => o.value);
  const state = selectAllState(values, value);
  const selectedCount = values.filter((v) => value.includes(v)).length;
  const toggleAll = () => onChange(toggleSelectAll(values, value));

  return (
    <Stack gap={6} data-testid={testId}>
      <div>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        {description && (
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      <Paper withBorder radius="md" p={0}>
        <Group px="sm" py={8} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
          <Checkbox
            label="Select All"
            checked={state === 'all'}
            indeterminate={state === 'some'}
            disabled={disabled || options.length === 0}
            onChange={toggleAll}
            fw={500}
          />
          <Text size="xs" c="dimmed" ml="auto">
            {selectedCount}/{options.length}
          </Text>
        </Group>
        <ScrollArea.Autosize mah={maxHeight} type="auto">
          <Checkbox.Group value={[...value]} onChange={onChange}>
            <Stack gap={10} px="sm" py="sm">
              {options.map((o) => (
                <Checkbox
                  key={o.value}
                  value={o.value}
                  label={o.label}
                  description={o.description}
                  disabled={disabled}
                />
              ))}
              {options.length === 0 && (
                <Text size="sm" c="dimmed">
                  Nothing to choose from yet.
                </Text>
              )}
            </Stack>
          </Checkbox.Group>
        </ScrollArea.Autosize>
      </Paper>
    </Stack>
  );
}
