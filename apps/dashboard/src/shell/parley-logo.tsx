import { Group, Text } from '@mantine/core';

/** Parley's mark: a speech bubble on a blue tile. */
export function ParleyMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-blue-6)" />
      <path
        d="M9 9.5h14a2.5 2.5 0 0 1 2.5 2.5v7a2.5 2.5 0 0 1-2.5 2.5h-7.5l-5 4v-4H9A2.5 2.5 0 0 1 6.5 19v-7A2.5 2.5 0 0 1 9 9.5z"
        fill="#fff"
      />
      <circle cx="12" cy="15.5" r="1.4" fill="var(--mantine-color-blue-6)" />
      <circle cx="16" cy="15.5" r="1.4" fill="var(--mantine-color-blue-6)" />
      <circle cx="20" cy="15.5" r="1.4" fill="var(--mantine-color-blue-6)" />
    </svg>
  );
}

export function ParleyLogo({ size = 28 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ParleyMark size={size} />
      <Text fw={700} fz={size * 0.64} lh={1} style={{ letterSpacing: '-0.02em' }}>
        Parley
      </Text>
    </Group>
  );
}
