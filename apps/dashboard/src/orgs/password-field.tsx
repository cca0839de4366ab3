// The client's dashboard password (R-ORG-4, R-ORG-6): typed, or 'Generate' for 15 random characters,
// shown so it can be copied and handed over.
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { generateClientPassword } from '@parley/organisations/domain/client-credentials';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useCopy } from '../lib/use-copy';

interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** On an edit the field may stay empty to keep the current password. */
  isNew: boolean;
}

export function PasswordField({ value, onChange, isNew }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { copy, copied } = useCopy();
  const generate = () => {
    onChange(generateClientPassword());
    setVisible(true);
  };
  return (
    <Stack gap={6}>
      <PasswordInput
        label="Password"
        description={
          isNew
            ? 'The user signs in to the client dashboard with it.'
            : 'Leave empty to keep the current password.'
        }
        required={isNew}
        autoComplete="new-password"
        visible={visible}
        onVisibilityChange={setVisible}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        data-testid="client-password"
      />
      <Group gap="xs">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconRefresh size={14} />}
          onClick={generate}
          data-testid="client-password-generate"
        >
          Generate
        </Button>
        <Button
          variant="default"
          size="xs"
          leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
          disabled={!value}
          onClick={() => copy(value)}
          data-testid="client-password-copy"
        >
          Copy
        </Button>
      </Group>
    </Stack>
  );
}
