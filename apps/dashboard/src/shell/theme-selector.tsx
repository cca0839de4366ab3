// Light / dark / auto colour scheme, persisted by Mantine's colour scheme manager.
import {
  type MantineColorScheme,
  Menu,
  SegmentedControl,
  Tooltip,
  UnstyledButton,
  useMantineColorScheme,
  VisuallyHidden,
} from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun, type TablerIcon } from '@tabler/icons-react';
import classes from './side-nav.module.css';

const SCHEMES: { value: MantineColorScheme; label: string; icon: TablerIcon }[] = [
  { value: 'light', label: 'Light', icon: IconSun },
  { value: 'dark', label: 'Dark', icon: IconMoon },
  { value: 'auto', label: 'System', icon: IconDeviceDesktop },
];

export function ThemeSelector({ expanded }: { expanded: boolean }) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const current = SCHEMES.find((s) => s.value === colorScheme) ?? SCHEMES[2]!;

  if (expanded) {
    return (
      <SegmentedControl
        fullWidth
        size="xs"
        radius="md"
        value={colorScheme}
        onChange={(v) => setColorScheme(v as MantineColorScheme)}
        aria-label="Theme"
        data-testid="theme-selector"
        data={SCHEMES.map(({ value, label, icon: Icon }) => ({
          value,
          label: (
            <Tooltip label={label} openDelay={400}>
              <span style={{ display: 'flex', justifyContent: 'center', padding: '2px 0' }}>
                <Icon size={16} stroke={1.8} aria-hidden />
                <VisuallyHidden>{label}</VisuallyHidden>
              </span>
            </Tooltip>
          ),
        }))}
      />
    );
  }

  const Icon = current.icon;
  return (
    <Menu position="right-end" shadow="md" withinPortal>
      <Menu.Target>
        <Tooltip label={`Theme: ${current.label}`} position="right">
          <UnstyledButton className={classes.item} data-collapsed aria-label={`Theme: ${current.label}`}>
            <span className={classes.icon}>
              <Icon size={20} stroke={1.7} />
            </span>
          </UnstyledButton>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {SCHEMES.map(({ value, label, icon: ItemIcon }) => (
          <Menu.Item key={value} leftSection={<ItemIcon size={16} />} onClick={() => setColorScheme(value)}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
