// The conversation's turns, its sessions in tabs (R-HND-11) or as one continuous thread when the
// organisation turned continousSessionUI on (R-ORG-2); with the debug view on, each turn's debug details.
import { Box, Divider, Group, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import type { TTurn } from '@parley/contract/chat';
import { Fragment, useState } from 'react';
import { formatMessageTime } from '../lib/relative-time';
import { groupTurnsBySession, sessionToShow } from './session-groups';
import { TurnView } from './turn-view';
import { useStickToBottom } from './use-stick-to-bottom';

type StoredTurn = TTurn & { sessionId: string };

interface TranscriptProps {
  turns: StoredTurn[];
  visitorName: string;
  visitorImage: string | null;
  visitorInitials: string;
  continuous: boolean;
  /** The debug view (R-WCV-3): only ever on for workspace people. */
  showDebug: boolean;
}

export function Transcript(props: TranscriptProps) {
  const { turns, visitorName, visitorImage, visitorInitials, continuous, showDebug } = props;
  const groups = groupTurnsBySession(turns);
  const [wanted, setWanted] = useState<string | null>(null);
  const tabs = !continuous && groups.length > 1;
  const current = sessionToShow(groups, wanted);
  const shown = tabs ? groups.filter((g) => g.sessionId === current) : groups;
  const { viewport, content } = useStickToBottom(current);

  const turnProps = { visitorName, visitorImage, visitorInitials, showDebug };
  return (
    <Stack gap={0} style={{ flex: 1, minHeight: 0 }}>
      {tabs && (
        <Tabs
          value={current}
          onChange={setWanted}
          px="md"
          style={{ borderBottom: '1px solid var(--parley-surface-border)', overflowX: 'auto' }}
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
      )}
      <ScrollArea style={{ flex: 1 }} type="auto" viewportRef={viewport}>
        <Box p="md" ref={content}>
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
