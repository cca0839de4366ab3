// The bell in the workspace and client top bars, with the count of unseen notifications; it opens the
// panel. Mounting it starts the feed (toasts, sounds, browser notifications).
import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { NOTIFICATION_LABELS } from '@parley/messages/notifications';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import type { Audience } from './notification-api';
import { NotificationPanel, PANEL_HEIGHT, PANEL_WIDTH } from './notification-panel';
import { type FeedViewer, useNotificationFeed } from './use-notification-feed';

export function NotificationBell({ audience, viewer }: { audience: Audience; viewer: FeedViewer }) {
  const [opened, setOpened] = useState(false);
  const feed = useNotificationFeed(audience, viewer);
  // Escape closes the panel wherever focus is (a view switch inside it can leave focus on the page).
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape') setOpened(false);
  });
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={PANEL_WIDTH}
      position="bottom-end"
      shadow="lg"
      radius="md"
      withinPortal
      trapFocus
      returnFocus
      zIndex={300}
    >
      <Popover.Target>
        <Indicator
          label={feed.unseen > 9 ? '9+' : feed.unseen}
          size={16}
          offset={4}
          color="red"
          disabled={feed.unseen === 0}
          data-testid="notification-count"
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            onClick={() => setOpened((o) => !o)}
            aria-label={NOTIFICATION_LABELS.panelTitle}
            data-testid="notification-bell"
          >
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      {/* R-NTF-1: the panel is 350x500 px, border included. */}
      <Popover.Dropdown p={0} h={PANEL_HEIGHT} maw="calc(100vw - 16px)" data-testid="notification-dropdown">
        <NotificationPanel
          audience={audience}
          personKey={viewer.personKey}
          items={feed.items}
          now={feed.serverNow}
          unseen={feed.unseen}
          onOpen={(item) => {
            setOpened(false);
            feed.open(item);
          }}
          onMarkAllRead={feed.markAllRead}
          markingAll={feed.markingAll}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
