// The footer's custom buttons (customButtonJSON_STRING): type, label, intent or link, icon; at most five.
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Input,
  Select,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  type CustomButtonRow,
  newCustomButton,
  readCustomButtons,
  writeCustomButtons,
} from '@parley/agent-page/custom-buttons';
import { MAX_CUSTOM_BUTTONS } from '@parley/contract/widget-tabs';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const TYPES = [
  { value: 'default', label: 'Send message' },
  { value: 'intent', label: 'Trigger intent' },
  { value: 'link', label: 'Open link' },
];

interface Props {
  label: string;
  description: string;
  value: unknown;
  onChange: (json: string) => void;
  error?: ReactNode;
  testId: string;
}

export function CustomButtonsEditor({ label, description, value, onChange, error, testId }: Props) {
  const rows = readCustomButtons(value);
  const update = (next: CustomButtonRow[]) => onChange(writeCustomButtons(next));
  const patch = (i: number, change: Partial<CustomButtonRow>) =>
    update(rows.map((row, j) => (j === i ? { ...row, ...change } : row)));

  return (
    <Input.Wrapper label={label} description={description} error={error} data-testid={testId}>
      <Stack gap="xs" mt={8}>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            No custom buttons.
          </Text>
        )}
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; the index is their identity while editing.
          <Card key={i} withBorder padding="sm" data-testid={`custom-button-${i}`}>
            <Group align="flex-end" gap="xs" wrap="wrap">
              <Select
                label="Action"
                data={TYPES}
                allowDeselect={false}
                value={row.type}
                onChange={(type) => patch(i, { type: (type ?? 'default') as CustomButtonRow['type'] })}
                w={150}
                data-testid={`custom-button-${i}-type`}
              />
              <TextInput
                label="Label"
                value={row.viewValue}
                onChange={(e) => patch(i, { viewValue: e.currentTarget.value })}
                style={{ flex: '1 1 140px' }}
                data-testid={`custom-button-${i}-label`}
              />
              {row.type !== 'default' && (
                <TextInput
                  label={row.type === 'link' ? 'Link' : 'Intent'}
                  placeholder={row.type === 'link' ? 'https://' : 'book_demo'}
                  value={row.value ?? ''}
                  onChange={(e) => patch(i, { value: e.currentTarget.value })}
                  style={{ flex: '1 1 180px' }}
                  data-testid={`custom-button-${i}-value`}
                />
              )}
              <TextInput
                label="Icon URL"
                placeholder="https://"
                value={row.iconLink ?? ''}
                onChange={(e) => patch(i, { iconLink: e.currentTarget.value })}
                style={{ flex: '1 1 160px' }}
              />
              <Tooltip label="Remove button">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove button ${i + 1}`}
                  onClick={() => update(rows.filter((_, j) => j !== i))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Card>
        ))}
        <Group>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlus size={14} />}
            disabled={rows.length >= MAX_CUSTOM_BUTTONS}
            onClick={() => update([...rows, newCustomButton()])}
            data-testid="custom-button-add"
          >
            Add button
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
