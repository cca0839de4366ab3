// The agent page's search box (R-SRC-1..4, R-SRC-7): settings and pages by fuzzy match, with badges,
// keyboard navigation (arrows + Enter) and auto-navigation to a strong top match.
import { Badge, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import type { SearchBadge, SearchIndexEntry } from '@parley/agent-page/search';
import { SEARCH_MESSAGES } from '@parley/messages/versions';
import { IconSearch } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useAgentSearch } from './use-agent-search';

export interface AgentSearchProps {
  index: SearchIndexEntry[];
  onNavigate(target: string): void;
  /** When the page last changed, in Date.now() milliseconds (R-SRC-7). */
  routeChangedAt: number;
}

const BADGE_COLOR: Record<SearchBadge, string> = {
  [SEARCH_MESSAGES.strong]: 'green',
  [SEARCH_MESSAGES.good]: 'blue',
  [SEARCH_MESSAGES.possible]: 'gray',
};

export function AgentSearch({ index, onNavigate, routeChangedAt }: AgentSearchProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const search = useAgentSearch({ index, onNavigate, routeChangedAt });

  // Enter opens the first result unless the arrows picked another.
  useEffect(() => {
    if (search.view === 'results' && search.results.length > 0) combobox.selectFirstOption();
    else combobox.resetSelectedOption();
  }, [search.view, search.results, combobox.selectFirstOption, combobox.resetSelectedOption]);

  const choose = (target: string) => {
    search.choose(target);
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose}>
      <Combobox.Target>
        <TextInput
          aria-label="Search"
          placeholder="Search settings and pages"
          data-testid="agent-search"
          leftSection={<IconSearch size={16} stroke={1.7} />}
          value={search.query}
          onChange={(event) => {
            search.setQuery(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => {
            search.setFocused(true);
            combobox.openDropdown();
          }}
          onBlur={() => {
            search.setFocused(false);
            combobox.closeDropdown();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && search.view === 'pending') {
              event.preventDefault();
              search.submitPending();
              combobox.closeDropdown();
            } else if (event.key === 'Escape') {
              combobox.closeDropdown();
            }
          }}
        />
      </Combobox.Target>

      <Combobox.Dropdown hidden={search.view === 'idle'}>
        <Combobox.Options>
          {search.view === 'pending' && (
            <Combobox.Empty data-testid="agent-search-pending">
              <Group gap={8} justify="center">
                <Loader size={14} />
                {SEARCH_MESSAGES.searching}
              </Group>
            </Combobox.Empty>
          )}
          {search.view === 'empty' && (
            <Combobox.Empty data-testid="agent-search-empty">{SEARCH_MESSAGES.noResults}</Combobox.Empty>
          )}
          {search.view === 'results' &&
            search.results.map((result) => (
              <Combobox.Option
                key={result.target}
                value={result.target}
                data-testid="agent-search-result"
                data-target={result.target}
              >
                <Group gap={8} justify="space-between" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" truncate>
                      {result.label}
                    </Text>
                    {result.section && (
                      <Text size="xs" c="dimmed" truncate>
                        {result.section}
                      </Text>
                    )}
                  </div>
                  <Badge
                    size="xs"
                    variant="light"
                    color={BADGE_COLOR[result.badge]}
                    style={{ flexShrink: 0 }}
                  >
                    {result.badge}
                  </Badge>
                </Group>
              </Combobox.Option>
            ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
