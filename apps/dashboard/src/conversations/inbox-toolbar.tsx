// Above the list: text search (sent once typing pauses), the filters, and the export menu.
import {
  ActionIcon,
  Button,
  CloseButton,
  Group,
  Indicator,
  Popover,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { TInboxFilter } from '@parley/contract/conversations';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ExportMenu } from './export-menu';
import { InboxFilters } from './inbox-filters';
import { activeFilterCount, type InboxSearch } from './inbox-search';

export const SEARCH_DEBOUNCE_MS = 300;

interface InboxToolbarProps {
  agentId: string;
  region: string;
  search: InboxSearch;
  filter: TInboxFilter;
  selected: string | undefined;
  people: { id: string; name: string }[];
  tags: string[];
  onChange: (patch: Partial<InboxSearch>) => void;
  onClear: () => void;
}

export function InboxToolbar(props: InboxToolbarProps) {
  const { agentId, region, search, filter, selected, people, tags, onChange, onClear } = props;
  const [text, setText] = useState(search.q ?? '');
  const sendText = useDebouncedCallback(
    (q: string) => onChange({ q: q.trim() || undefined }),
    SEARCH_DEBOUNCE_MS,
  );
  // Follow the address when it changes elsewhere (Clear all, back button).
  useEffect(() => setText(search.q ?? ''), [search.q]);
  const count = activeFilterCount(search);

  return (
    <Group gap={6} p={8} wrap="nowrap" style={{ borderBottom: '1px solid var(--parley-surface-border)' }}>
      <TextInput
        style={{ flex: 1 }}
        size="sm"
        placeholder="Search conversations"
        aria-label="Search conversations"
        leftSection={<IconSearch size={14} />}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          sendText(e.currentTarget.value);
        }}
        rightSection={
          text ? (
            <CloseButton
              size="sm"
              aria-label="Clear search"
              onClick={() => {
                setText('');
                onChange({ q: undefined });
              }}
            />
          ) : null
        }
        data-testid="inbox-search"
      />
      <Popover position="bottom-end" width={280} shadow="md" trapFocus>
        <Popover.Target>
          <Indicator label={count} size={16} disabled={count === 0} offset={4}>
            <Tooltip label="Filters" withArrow>
              <ActionIcon variant="default" size="input-sm" aria-label="Filters" data-testid="filters-button">
                <IconFilter size={16} />
              </ActionIcon>
            </Tooltip>
          </Indicator>
        </Popover.Target>
        <Popover.Dropdown>
          <InboxFilters search={search} people={people} tags={tags} onChange={onChange} onClear={onClear} />
        </Popover.Dropdown>
      </Popover>
      <ExportMenu agentId={agentId} region={region} selected={selected} filter={filter} />
    </Group>
  );
}

/** Quick switches under the toolbar for the views people use most (Chatwoot's Mine / Unassigned / All). */
export function QuickViews({
  search,
  onChange,
}: {
  search: InboxSearch;
  onChange: (patch: Partial<InboxSearch>) => void;
}) {
  const views = [
    {
      label: 'All',
      active: !search.assignee && !search.state,
      patch: { assignee: undefined, state: undefined },
    },
    {
      label: 'Waiting',
      active: search.state === 'requested_chat',
      patch: { state: 'requested_chat' as const, assignee: undefined },
    },
    {
      label: 'Mine',
      active: search.assignee === 'me' && !search.state,
      patch: { assignee: 'me', state: undefined },
    },
    {
      label: 'Unassigned',
      active: search.assignee === 'unassigned' && !search.state,
      patch: { assignee: 'unassigned', state: undefined },
    },
  ];
  return (
    <Group
      gap={4}
      px={8}
      py={6}
      wrap="nowrap"
      style={{ overflowX: 'auto', borderBottom: '1px solid var(--parley-surface-border)' }}
    >
      {views.map((v) => (
        <Button
          key={v.label}
          size="compact-xs"
          radius="xl"
          variant={v.active ? 'filled' : 'subtle'}
          color={v.active ? undefined : 'gray'}
          onClick={() => onChange(v.patch)}
          aria-pressed={v.active}
        >
          {v.label}
        </Button>
      ))}
    </Group>
  );
}
