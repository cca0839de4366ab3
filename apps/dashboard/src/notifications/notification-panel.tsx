// The notifications panel (R-NTF-1): 350x500 px with Settings, the list, 'Mark all as Read' and the
// 'Browser Notifications' switch.
import {
  ActionIcon,
  Box,
  Button,
  Center,
  Divider,
  Group,
  ScrollArea,
  Stack,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core';
import { NOTIFICATION_LABELS } from '@parley/messages/notifications';
import { IconArrowLeft, IconBellOff, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import type { Audience } from './notification-api';
import { NotificationItem, type NotificationItemData } from './notification-item';
import { NotificationSettingsForm } from './notification-settings-form';
import { useBrowserNotifications } from './use-browser-notifications';

/** R-NTF-1. */
export const PANEL_WIDTH = 350;
export const PANEL_HEIGHT = 500;

interface PanelProps {
  audience: Audience;
  personKey: string;
  items: NotificationItemData[];
  now: number;
  unseen: number;
  onOpen: (item: NotificationItemData) => void;
  onMarkAllRead: () => void;
  markingAll: boolean;
}

export function NotificationPanel(props: PanelProps) {
  const [view, setView] = useState<'list' | 'settings'>('list');
  const browser = useBrowserNotifications(props.audience, props.personKey);
  return (
    <Stack gap={0} h="100%" data-testid="notification-panel">
      <Group justify="space-between" px="md" py="sm" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" miw={0}>
          {view === 'settings' && (
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => setView('list')}
              aria-label="Back to the list"
            >
              <IconArrowLeft size={18} />
            </ActionIcon>
          )}
          <Text fw={650}>
            {view === 'settings' ? NOTIFICATION_LABELS.settings : NOTIFICATION_LABELS.panelTitle}
          </Text>
        </Group>
        {view === 'list' && (
          <Group gap={4} wrap="nowrap">
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={props.onMarkAllRead}
              loading={props.markingAll}
              disabled={props.unseen === 0}
              data-testid="mark-all-read"
            >
              {NOTIFICATION_LABELS.markAllRead}
            </Button>
            <Tooltip label={NOTIFICATION_LABELS.settings}>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => setView('settings')}
                aria-label={NOTIFICATION_LABELS.settings}
                data-testid="notification-settings-button"
              >
                <IconSettings size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
      <Divider />
      <Box style={{ flex: 1, minHeight: 0 }}>
        {view === 'settings' ? (
          <NotificationSettingsForm audience={props.audience} />
        ) : props.items.length === 0 ? (
          <Center h="100%">
            <Stack align="center" gap={6}>
              <IconBellOff size={28} color="var(--mantine-color-dimmed)" />
              <Text size="sm" c="dimmed">
                {NOTIFICATION_LABELS.empty}
              </Text>
            </Stack>
          </Center>
        ) : (
          <ScrollArea h="100%" type="auto" offsetScrollbars>
            <Stack gap={2} p={6} data-testid="notification-list">
              {props.items.map((item) => (
                <NotificationItem
                  key={item.ID}
                  item={item}
                  now={props.now}
                  onOpen={() => props.onOpen(item)}
                />
              ))}
            </Stack>
          </ScrollArea>
        )}
      </Box>
      <Divider />
      <Switch
        px="md"
        py="sm"
        label={NOTIFICATION_LABELS.browserNotifications}
        labelPosition="left"
        size="sm"
        checked={browser.on}
        disabled={!browser.supported || browser.busy}
        onChange={browser.toggle}
        data-testid="browser-notifications"
        styles={{ body: { justifyContent: 'space-between' }, labelWrapper: { flex: 1 } }}
      />
    </Stack>
  );
}
