// The conversation's turns, its sessions in tabs (R-HND-11) or as one continuous thread when the
// organisation turned continousSessionUI on (R-ORG-2), and the debug view switch for workspace people.
import { Box, Divider, Group, ScrollArea, Stack, Switch, Tabs, Text } from '@mantine/core';
import type { TTurn } from '@parley/contract/chat';
import { Fragment, useEffect, useRef, useState } from 'react';
import { formatMessageTime } from '../lib/relative-time';
import { groupTurnsBySession, sessionToShow } from './session-groups';
import { TurnView } from './turn-view';

type StoredTurn = TTurn & { sessionId: string };

interface TranscriptProps {
  turns: StoredTurn[];
  visitorName: string;
  visitorImage: string | null;
  continuous: boolean;
  /** Workspace people may open the debug view (R-WCV-3); clients never get the switch. */
  canDebug: boolean;
}

export function Transcript({ turns, visitorName, visitorImage, continuous, canDebug }: TranscriptProps) {
  const groups = groupTurnsBySession(turns);
  const [wanted, setWanted] = useState<string | null>(null);
  const [showDebug, setShowDebug] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const tabs = !continuous && groups.length > 1;
  const current = sessionToShow(groups, wanted);
  const shown = tabs ? groups.filter((g) => g.sessionId === current) : groups;
  const shownCount = shown.reduce((n, g) => n + g.turns.length, 0);

  // Open at the latest message, and follow new ones as they arrive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the shown turns change
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [shownCount, current]);

  const turnProps = { visitorName, visitorImage, showDebug: canDebug && showDebug };
  return (
    <Stack gap={0} style={{ flex: 1, minHeight: 0 }}>
      {(tabs || canDebug) && (
        <Group
          justify="space-between"
          wrap="nowrap"
          gap="sm"
          px="md"
          style={{ borderBottom: '1px solid var(--parley-surface-border)' }}
        >
          {tabs ? (
            <Tabs
              value={current}
              onChange={setWanted}
              variant="default"
              style={{ minWidth: 0, overflowX: 'auto' }}
            >
              <Tabs.List style={{ flexWrap: 'nowrap', borderBottom: 0 }} data-testid="session-tabs">
                {groups.map((g) => (
                  <Tabs.Tab key={g.sessionId} value={g.sessionId} style={{ whiteSpace: 'nowrap' }}>
                    Session {g.number}
                    <Text span size="xs" c="dimmed" ml={6}>
                      {formatMessageTime(g.startedAt)}
                    </Text>
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
          ) : (
            <span />
          )}
          {canDebug && (
            <Switch
              size="xs"
              py={8}
              label="Debug view"
              checked={showDebug}
              onChange={(e) => setShowDebug(e.currentTarget.checked)}
              style={{ flexShrink: 0 }}
              data-testid="debug-switch"
            />
          )}
        </Group>
      )}
      <ScrollArea style={{ flex: 1 }} type="auto" viewportRef={viewport}>
        <Box p="md">
          {turns.length === 0 ? (
            <Group justify="center" py="xl">
              <Text c="dimmed" size="sm">
                No messages in this conversation.
              </Text>
            </Group>
          ) : (
            <Stack gap="md" data-testid="transcript">
              {shown.map((g, gi) => (
                <Fragment key={g.sessionId}>
                  {continuous && groups.length > 1 && gi > 0 && (
                    <Divider
                      label={`Session ${g.number} · ${formatMessageTime(g.startedAt)}`}
                      labelPosition="center"
                      data-testid="session-divider"
                    />
                  )}
                  {g.turns.map((turn, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: stored turns are append-only and carry no ids
                    <TurnView key={`${turn.ts}-${i}`} turn={turn} {...turnProps} />
                  ))}
                </Fragment>
              ))}
            </Stack>
          )}
        </Box>
      </ScrollArea>
    </Stack>
  );
}
