// The top bar's agent menu (R-APS-19): Deploy, Connect, History. Channels are not built yet, so the
// Connect entries are listed but disabled (issue 5: later tabs are not linked until they work).
import { ActionIcon, Menu } from '@mantine/core';
import { VERSION_MESSAGES } from '@parley/messages/versions';
import {
  IconBrandDiscord,
  IconBrandInstagram,
  IconBrandMessenger,
  IconBrandTelegram,
  IconBrandWhatsapp,
  IconCode,
  IconDotsVertical,
  IconExternalLink,
  IconHistory,
  IconPhone,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

const CONNECT: Array<{ label: string; icon: ReactNode }> = [
  { label: 'Connect to Number', icon: <IconPhone size={16} /> },
  { label: 'WhatsApp', icon: <IconBrandWhatsapp size={16} /> },
  { label: 'Discord', icon: <IconBrandDiscord size={16} /> },
  { label: 'Telegram', icon: <IconBrandTelegram size={16} /> },
  { label: 'Instagram', icon: <IconBrandInstagram size={16} /> },
  { label: 'Messenger', icon: <IconBrandMessenger size={16} /> },
];

interface AgentMenuProps {
  onWebsiteScript: () => void;
  onVersionHistory: () => void;
  /** Shown in the menu on narrow screens, where the top bar has no room for the Demo link. */
  demoHref?: string;
}

export function AgentMenu({ onWebsiteScript, onVersionHistory, demoHref }: AgentMenuProps) {
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Agent menu" data-testid="agent-menu">
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Deploy</Menu.Label>
        <Menu.Item leftSection={<IconCode size={16} />} onClick={onWebsiteScript}>
          Website Script
        </Menu.Item>
        {demoHref && (
          <Menu.Item
            component="a"
            href={demoHref}
            target="_blank"
            rel="noopener"
            leftSection={<IconExternalLink size={16} />}
          >
            Demo
          </Menu.Item>
        )}
        <Menu.Label>Connect</Menu.Label>
        {CONNECT.map((c) => (
          <Menu.Item key={c.label} leftSection={c.icon} disabled title="Channels are not available yet">
            {c.label}
          </Menu.Item>
        ))}
        <Menu.Label>History</Menu.Label>
        <Menu.Item
          leftSection={<IconHistory size={16} />}
          onClick={onVersionHistory}
          data-testid="menu-version-history"
          rightSection={<span style={{ fontSize: 11, opacity: 0.6 }}>20 max</span>}
        >
          {VERSION_MESSAGES.historyMenuItem}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
