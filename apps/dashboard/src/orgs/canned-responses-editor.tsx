// R-ORG-12: canned responses, each a shortcut and the message it inserts.
import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { TCannedResponse } from '@parley/contract/organisations';
import { CANNED_RESPONSE_LIMITS } from '@parley/messages/organisations';
import { IconPlus, IconTrash } from '@tabler/icons-react';

interface CannedResponsesEditorProps {
  value: TCannedResponse[];
  onChange: (value: TCannedResponse[]) => void;
  error?: string;
}

export function CannedResponsesEditor({ value, onChange, error }: CannedResponsesEditorProps) {
  const set = (index: number, patch: Partial<TCannedResponse>) =>
    onChange(value.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  return (
    <Stack gap="xs" data-testid="canned-responses">
      {value.map((response, index) => (
        // Rows have no id of their own; the list only grows at the end or loses a row.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Paper key={index} withBorder radius="md" p="xs">
          <Stack gap={6}>
            <Group gap="xs" wrap="nowrap">
              <TextInput
                aria-label={`Shortcut ${index + 1}`}
                placeholder="shortcut"
                leftSection={<Text size="sm">/</Text>}
                style={{ flex: 1 }}
                maxLength={CANNED_RESPONSE_LIMITS.shortCode}
                value={response.shortCode}
                onChange={(e) => set(index, { shortCode: e.currentTarget.value })}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove canned response ${index + 1}`}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <Textarea
              aria-label={`Message ${index + 1}`}
              placeholder="The message it inserts"
              autosize
              minRows={2}
              maxRows={6}
              maxLength={CANNED_RESPONSE_LIMITS.content}
              value={response.content}
              onChange={(e) => set(index, { content: e.currentTarget.value })}
            />
          </Stack>
        </Paper>
      ))}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} />}
        style={{ alignSelf: 'flex-start' }}
        disabled={value.length >= CANNED_RESPONSE_LIMITS.max}
        onClick={() => onChange([...value, { shortCode: '', content: '' }])}
      >
        Add response
      </Button>
    </Stack>
  );
}
