// A form's save bar: R-VER-17 status, Reset and Save, and the reminder that a draft goes live on Publish.
import { Button, Group, Stack, Text } from '@mantine/core';
import { VERSION_MESSAGES } from '@parley/messages/versions';
import { IconCircleCheck, IconCircleDot } from '@tabler/icons-react';
import type { DraftScope } from './use-draft-form';

export const PUBLISH_HINT = 'Saved changes go live when you Publish.';

interface SaveBarProps {
  scope: DraftScope;
  saving: boolean;
  /** 'settings' or 'design': test ids `<prefix>-save`, `<prefix>-status`. */
  prefix: string;
}

export function SaveBar({ scope, saving, prefix }: SaveBarProps) {
  const dirty = !scope.saved;
  return (
    <Stack
      gap={6}
      pt="md"
      mt="xs"
      pos="sticky"
      bottom={0}
      pb="md"
      // The card's own background, so the sticky bar matches it in both colour schemes.
      bg="inherit"
      style={{ borderTop: '1px solid var(--parley-surface-border)', zIndex: 1 }}
    >
      <Group justify="space-between" gap="sm">
        <Group gap={6} wrap="nowrap" c={dirty ? 'orange' : 'dimmed'}>
          {dirty ? <IconCircleDot size={16} /> : <IconCircleCheck size={16} />}
          <Text size="sm" c="inherit" data-testid={`${prefix}-status`} aria-live="polite">
            {dirty ? VERSION_MESSAGES.unsaved : VERSION_MESSAGES.allSaved}
          </Text>
        </Group>
        <Group gap="xs" ml="auto">
          <Button variant="default" disabled={!dirty || saving} onClick={scope.reset}>
            Reset
          </Button>
          <Button
            disabled={!dirty || saving}
            loading={saving}
            onClick={() => void scope.save()}
            data-testid={`${prefix}-save`}
          >
            Save
          </Button>
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {PUBLISH_HINT}
      </Text>
    </Stack>
  );
}
