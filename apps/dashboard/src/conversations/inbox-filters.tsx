// The inbox's filters: state, who has it, tag, rating and a period. Each change goes to the address.
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CONVERSATION_STATE_BADGE } from './conversation-labels';
import type { InboxSearch } from './inbox-search';

interface InboxFiltersProps {
  search: InboxSearch;
  people: { id: string; name: string }[];
  tags: string[];
  onChange: (patch: Partial<InboxSearch>) => void;
  onClear: () => void;
}

const STATE_OPTIONS = Object.entries(CONVERSATION_STATE_BADGE).map(([value, b]) => ({
  value,
  label: b.filter,
}));
const RATING_OPTIONS = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} of 5` }));

export function InboxFilters({ search, people, tags, onChange, onClear }: InboxFiltersProps) {
  const assigneeOptions = [
    { value: 'me', label: 'Assigned to me' },
    { value: 'unassigned', label: 'Unassigned' },
    ...people.map((p) => ({ value: p.id, label: p.name })),
  ];
  if (search.assignee && !assigneeOptions.some((o) => o.value === search.assignee))
    assigneeOptions.push({ value: search.assignee, label: 'Selected person' });
  const tagOptions = search.tag && !tags.includes(search.tag) ? [...tags, search.tag] : tags;
  const comboProps = { withinPortal: false };

  return (
    <Stack gap="sm" data-testid="inbox-filters">
      <Select
        label="State"
        placeholder="Any state"
        data={STATE_OPTIONS}
        value={search.state ?? null}
        onChange={(v) => onChange({ state: (v as InboxSearch['state']) ?? undefined })}
        clearable
        comboboxProps={comboProps}
        data-testid="filter-state"
      />
      <Select
        label="Assignee"
        placeholder="Anyone"
        data={assigneeOptions}
        value={search.assignee ?? null}
        onChange={(v) => onChange({ assignee: v ?? undefined })}
        clearable
        comboboxProps={comboProps}
        data-testid="filter-assignee"
      />
      <Select
        label="Tag"
        placeholder={tagOptions.length ? 'Any tag' : 'No tags yet'}
        data={tagOptions}
        value={search.tag ?? null}
        onChange={(v) => onChange({ tag: v ?? undefined })}
        searchable
        clearable
        disabled={tagOptions.length === 0}
        comboboxProps={comboProps}
        data-testid="filter-tag"
      />
      <Select
        label="Rating"
        placeholder="Any rating"
        data={RATING_OPTIONS}
        value={search.rating ? String(search.rating) : null}
        onChange={(v) => onChange({ rating: v ? Number(v) : undefined })}
        clearable
        comboboxProps={comboProps}
      />
      <SimpleGrid cols={2} spacing="xs">
        <TextInput
          type="date"
          label="From"
          value={search.from ?? ''}
          max={search.to}
          onChange={(e) => onChange({ from: e.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label="To"
          value={search.to ?? ''}
          min={search.from}
          onChange={(e) => onChange({ to: e.currentTarget.value || undefined })}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="subtle" size="xs" onClick={onClear}>
          Clear all
        </Button>
      </Group>
    </Stack>
  );
}
