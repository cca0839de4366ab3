// One row of the notifications list: the kind, title and body cut at 50 (R-NTF-8), when, and a dot
// while unseen.
import { Box, Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { cutNotificationText } from '@parley/notifications/domain/notification-text';
import { isRecent } from '@parley/notifications/domain/notification-timing';
import { IconHandStop, IconMessage } from '@tabler/icons-react';
import { formatRelativeTime } from '../lib/relative-time';
import classes from './notification-item.module.css';

export interface NotificationItemData {
  ID: string;
  notificationLevel: 1 | 2;
  title: string;
  body: string;
  ts: number;
  seen: boolean;
  urlPathname: string | null;
}

export function NotificationItem({
  item,
  now,
  onOpen,
}: {
  item: NotificationItemData;
  now: number;
  onOpen: () => void;
}) {
  const request = item.notificationLevel === 2;
  return (
    <UnstyledButton
      onClick={onOpen}
      w="100%"
      px="sm"
      py={10}
      data-testid="notification-item"
      data-seen={item.seen || undefined}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      className={classes.item}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={30} radius="xl" variant="light" color={request ? 'orange' : 'blue'}>
          {request ? <IconHandStop size={16} /> : <IconMessage size={16} />}
        </ThemeIcon>
        <Box miw={0} style={{ flex: 1 }}>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text size="sm" fw={item.seen ? 500 : 700} truncate title={item.title}>
              {cutNotificationText(item.title)}
            </Text>
            {!item.seen && (
              <Box
                aria-label="Unseen"
                w={8}
                h={8}
                style={{ borderRadius: 99, flex: 'none', background: 'var(--mantine-color-blue-6)' }}
              />
            )}
          </Group>
          <Text size="xs" c="dimmed" lineClamp={2} title={item.body} style={{ wordBreak: 'break-word' }}>
            {cutNotificationText(item.body)}
          </Text>
          {/* R-NTF-7: under 60 s it is 'recent'. */}
          <Text size="xs" c={isRecent(item, now) ? 'blue' : 'dimmed'} mt={2}>
            {formatRelativeTime(item.ts, now)}
          </Text>
        </Box>
      </Group>
    </UnstyledButton>
  );
}
