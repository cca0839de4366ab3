// R-APS-9: the vertical agent navigation of the client dashboard: 250px open, 75px collapsed, with the
// agency's logo, the search box and the client's tabs.
import {
  ActionIcon,
  Avatar,
  Box,
  Button,
  Group,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { SIDEBAR_WIDTH } from '@parley/agent-page/nav-layout';
import type { VisibleAgentTab } from '@parley/agent-page/tab-visibility';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useState } from 'react';
import { initialsOf, truncateName } from '../lib/text';
import { AgentSearch, type AgentSearchProps } from '../search/agent-search';
import { TOPBAR_HEIGHT } from '../shell/shell-geometry';
import { tabIconOf } from './tab-icons';

interface ClientAgentSidebarProps {
  brandName: string;
  brandLogo: string | null;
  tabs: VisibleAgentTab[];
  current: string;
  onTabChange: (tab: string) => void;
  search: AgentSearchProps;
  /** The agency-owner notice moves here from the top on vertical pages (R-CSH-3). */
  adminNotice?: string;
  onBackToWorkspace?: () => void;
}

export function ClientAgentSidebar(props: ClientAgentSidebarProps) {
  const [open, setOpen] = useState(true);
  const width = open ? SIDEBAR_WIDTH.open : SIDEBAR_WIDTH.collapsed;
  return (
    <Box
      component="nav"
      aria-label="Agent pages"
      w={width}
      pos="sticky"
      top={TOPBAR_HEIGHT}
      h={`calc(100dvh - ${TOPBAR_HEIGHT}px)`}
      data-testid="client-agent-sidebar"
      data-collapsed={!open || undefined}
      style={{
        flexShrink: 0,
        borderRight: '1px solid var(--parley-surface-border)',
        transition: 'width 150ms ease',
      }}
    >
      <Stack h="100%" gap="sm" p="sm">
        <Group justify={open ? 'space-between' : 'center'} wrap="nowrap">
          {open && (
            <Group gap={8} wrap="nowrap" miw={0}>
              <Avatar src={props.brandLogo} size={28} radius="sm" color="violet">
                {initialsOf(props.brandName)}
              </Avatar>
              <Text fw={600} size="sm" truncate>
                {truncateName(props.brandName)}
              </Text>
            </Group>
          )}
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => setOpen((o) => !o)}
            aria-label={open ? 'Collapse navigation' : 'Expand navigation'}
          >
            {open ? <IconLayoutSidebarLeftCollapse size={18} /> : <IconLayoutSidebarLeftExpand size={18} />}
          </ActionIcon>
        </Group>
        {open && props.adminNotice && props.onBackToWorkspace && (
          <Stack gap={4} p="xs" bg="var(--mantine-color-violet-light)" style={{ borderRadius: 8 }}>
            <Text size="xs" c="violet" fw={500} data-testid="agency-owner-notice">
              {props.adminNotice}
            </Text>
            <Button size="compact-xs" variant="subtle" color="violet" onClick={props.onBackToWorkspace}>
              Back to my workspace
            </Button>
          </Stack>
        )}
        {open && <AgentSearch {...props.search} />}
        <ScrollArea style={{ flex: 1 }}>
          <Stack gap={2}>
            {props.tabs.map((tab) => {
              const Icon = tabIconOf(tab.key);
              const active = tab.key === props.current;
              return (
                <Tooltip key={tab.key} label={tab.label} position="right" disabled={open}>
                  <UnstyledButton
                    onClick={() => props.onTabChange(tab.key)}
                    aria-current={active ? 'page' : undefined}
                    data-testid={`agent-tab-${tab.key}`}
                    px="sm"
                    py={8}
                    style={{
                      borderRadius: 8,
                      display: 'flex',
                      alignItems: 'center',
                      gap: 10,
                      justifyContent: open ? 'flex-start' : 'center',
                      background: active ? 'var(--mantine-primary-color-light)' : undefined,
                      color: active ? 'var(--mantine-primary-color-light-color)' : undefined,
                      fontWeight: active ? 600 : 500,
                    }}
                  >
                    <Icon size={19} stroke={1.7} />
                    {open && <Text size="sm">{tab.label}</Text>}
                  </UnstyledButton>
                </Tooltip>
              );
            })}
          </Stack>
        </ScrollArea>
      </Stack>
    </Box>
  );
}
