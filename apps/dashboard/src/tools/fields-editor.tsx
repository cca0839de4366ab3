// Rows of tool fields: where each goes (in), its key and type, and a fixed value or a default for the model.
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { FIELD_PLACEMENTS, FIELD_TYPES } from '@parley/tools/domain/tool';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { emptyField, type FieldDraft } from './tool-draft';

interface FieldsEditorProps {
  fields: FieldDraft[];
  errors: Record<string, string>;
  onChange: (fields: FieldDraft[]) => void;
}

export function FieldsEditor({ fields, errors, onChange }: FieldsEditorProps) {
  const patch = (index: number, change: Partial<FieldDraft>) =>
    onChange(fields.map((f, i) => (i === index ? { ...f, ...change } : f)));

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <div>
          <Text fw={600} size="sm">
            Fields
          </Text>
          <Text size="xs" c="dimmed">
            Fields without a fixed value are filled in by the model.
          </Text>
        </div>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...fields, emptyField()])}
          data-testid="add-field"
        >
          Add field
        </Button>
      </Group>
      {fields.map((field, index) => (
        <Card key={field.uid} withBorder padding="sm" data-testid="tool-field">
          <Stack gap="xs">
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <Select
                label="In"
                w={100}
                data={[...FIELD_PLACEMENTS]}
                value={field.in}
                allowDeselect={false}
                onChange={(v) => v && patch(index, { in: v as FieldDraft['in'] })}
              />
              <TextInput
                label="Key"
                flex={1}
                value={field.key}
                error={errors[`fields.${index}.key`]}
                onChange={(e) => patch(index, { key: e.currentTarget.value })}
              />
              <Select
                label="Type"
                w={110}
                data={[...FIELD_TYPES]}
                value={field.type}
                allowDeselect={false}
                onChange={(v) => v && patch(index, { type: v as FieldDraft['type'] })}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                aria-label={`Remove field ${field.key || index + 1}`}
                onClick={() => onChange(fields.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <TextInput
              label="Description"
              value={field.description}
              onChange={(e) => patch(index, { description: e.currentTarget.value })}
            />
            <SimpleGrid cols={2} spacing="xs">
              <TextInput
                label="Fixed value"
                placeholder="Filled in by the model"
                value={field.value}
                onChange={(e) => patch(index, { value: e.currentTarget.value })}
              />
              <TextInput
                label="Default value"
                value={field.defaultValue}
                onChange={(e) => patch(index, { defaultValue: e.currentTarget.value })}
              />
            </SimpleGrid>
            <Checkbox
              label="Required"
              checked={field.required}
              onChange={(e) => patch(index, { required: e.currentTarget.checked })}
            />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
