// The list of canned responses matching the '/shortcut' being typed; the composer drives it by keyboard.
import { Paper, Text, UnstyledButton } from '@mantine/core';
import type { CannedResponse } from './canned-match';
import classes from './conversations.module.css';

interface CannedPickerProps {
  id: string;
  options: CannedResponse[];
  active: number;
  onPick: (response: CannedResponse) => void;
}

export function CannedPicker({ id, options, active, onPick }: CannedPickerProps) {
  return (
    <Paper
      className={classes.picker}
      shadow="md"
      withBorder
      p={4}
      id={id}
      role="listbox"
      aria-label="Canned responses"
      data-testid="canned-picker"
    >
      {options.length === 0 ? (
        <Text size="xs" c="dimmed" p={6}>
          No canned response with that shortcut
        </Text>
      ) : (
        options.map((r, i) => (
          <UnstyledButton
            key={r.shortCode}
            id={`${id}-${i}`}
            role="option"
            aria-selected={i === active}
            data-selected={i === active || undefined}
            className={classes.option}
            // Keep the focus in the text box while picking with the mouse.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onPick(r)}
          >
            <Text size="xs" fw={600}>
              /{r.shortCode}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {r.content}
            </Text>
          </UnstyledButton>
        ))
      )}
    </Paper>
  );
}
