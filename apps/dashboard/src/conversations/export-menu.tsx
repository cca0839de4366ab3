// Download the open conversation or the filtered set, as CSV or JSON.
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import type { TInboxFilter } from '@parley/contract/conversations';
import { IconDownload, IconFileSpreadsheet, IconJson } from '@tabler/icons-react';
import { type ExportFormat, exportUrl } from './export-url';

interface ExportMenuProps {
  agentId: string;
  region: string;
  selected: string | undefined;
  filter: TInboxFilter;
}

const FORMATS: { format: ExportFormat; label: string; icon: typeof IconJson }[] = [
  { format: 'csv', label: 'CSV', icon: IconFileSpreadsheet },
  { format: 'json', label: 'JSON', icon: IconJson },
];

export function ExportMenu({ agentId, region, selected, filter }: ExportMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Tooltip label="Export" withArrow>
          <ActionIcon
            variant="default"
            size="input-sm"
            aria-label="Export conversations"
            data-testid="export-menu"
          >
            <IconDownload size={16} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>This conversation</Menu.Label>
        {FORMATS.map(({ format, label, icon: Icon }) => (
          <Menu.Item
            key={`one-${format}`}
            component="a"
            href={selected ? exportUrl(agentId, region, format, { userId: selected }) : undefined}
            download
            disabled={!selected}
            leftSection={<Icon size={14} />}
          >
            {label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Label>Conversations shown (filtered)</Menu.Label>
        {FORMATS.map(({ format, label, icon: Icon }) => (
          <Menu.Item
            key={`all-${format}`}
            component="a"
            href={exportUrl(agentId, region, format, { filter })}
            download
            leftSection={<Icon size={14} />}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
