// The 'customize-tabs' menu (R-APS-10): hide tabs you do not use; the choice stays in this browser.
import { ActionIcon, Checkbox, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';

interface CustomizeTabsMenuProps {
  /** Tabs the viewer may see, before hiding. */
  tabs: ReadonlyArray<{ key: string; label: string }>;
  hidden: readonly string[];
  /** Tabs that cannot be hidden (Overview for clients, the last visible tab). */
  locked: readonly string[];
  onChange: (hidden: string[]) => void;
}

export function CustomizeTabsMenu({ tabs, hidden, locked, onChange }: CustomizeTabsMenuProps) {
  const toggle = (key: string, show: boolean) =>
    onChange(show ? hidden.filter((k) => k !== key) : [...new Set([...hidden, key])]);
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal closeOnItemClick={false}>
      <Menu.Target>
        <Tooltip label="Customize tabs" withinPortal>
          <ActionIcon variant="subtle" color="gray" aria-label="Customize tabs" data-testid="customize-tabs">
            <IconAdjustmentsHorizontal size={18} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Show tabs</Menu.Label>
        <Stack gap={8} px="sm" py={6}>
          {tabs.map((t) => (
            <Checkbox
              key={t.key}
              size="sm"
              label={t.label}
              checked={!hidden.includes(t.key)}
              disabled={locked.includes(t.key)}
              onChange={(e) => toggle(t.key, e.currentTarget.checked)}
              data-testid={`customize-tab-${t.key}`}
            />
          ))}
        </Stack>
        <Text size="xs" c="dimmed" px="sm" pb={6}>
          Saved in this browser.
        </Text>
      </Menu.Dropdown>
    </Menu>
  );
}
