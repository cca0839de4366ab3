// R-CSH-14: a bordered panel whose body folds away under its title.
import { Collapse, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';

interface CollapsiblePanelProps {
  title: string;
  description?: string;
  defaultOpen?: boolean;
  /** Shown at the right of the title (a count, a badge). */
  aside?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}

export function CollapsiblePanel({
  title,
  description,
  defaultOpen = false,
  aside,
  children,
  'data-testid': testId,
}: CollapsiblePanelProps) {
  const [open, { toggle }] = useDisclosure(defaultOpen);
  const bodyId = useId();
  return (
    <Paper withBorder radius="md" data-testid={testId}>
      <UnstyledButton onClick={toggle} aria-expanded={open} aria-controls={bodyId} w="100%" px="md" py="sm">
        <Group wrap="nowrap" gap="sm">
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} size="sm">
              {title}
            </Text>
            {description && (
              <Text size="xs" c="dimmed">
                {description}
              </Text>
            )}
          </div>
          {aside}
          <IconChevronDown
            size={18}
            style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms ease' }}
          />
        </Group>
      </UnstyledButton>
      <Collapse expanded={open} id={bodyId}>
        <div style={{ padding: '4px var(--mantine-spacing-md) var(--mantine-spacing-md)' }}>{children}</div>
      </Collapse>
    </Paper>
  );
}
