// R-ORG-9, R-ORG-14: the message blocked clients read, with a live count against the 1024-character limit.
import { Group, Text, Textarea } from '@mantine/core';
import { CLIENT_AUTH_MESSAGES } from '@parley/messages/client-auth';
import { MAX_DISABLE_ACCESS_MESSAGE } from '@parley/messages/organisations';

interface AccessMessageFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

export function AccessMessageField({ value, onChange, error, disabled }: AccessMessageFieldProps) {
  const over = value.length > MAX_DISABLE_ACCESS_MESSAGE;
  return (
    <div>
      <Textarea
        label="Access disabled message"
        description="What clients see when they try to sign in. Left empty, they see the default notice."
        placeholder={CLIENT_AUTH_MESSAGES.accessDisabled}
        autosize
        minRows={3}
        maxRows={8}
        value={value}
        error={error}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value)}
        data-testid="access-message"
      />
      <Group justify="flex-end" mt={4}>
        <Text size="xs" c={over ? 'red' : 'dimmed'} data-testid="access-message-count" aria-live="polite">
          {value.length}/{MAX_DISABLE_ACCESS_MESSAGE}
        </Text>
      </Group>
    </div>
  );
}
