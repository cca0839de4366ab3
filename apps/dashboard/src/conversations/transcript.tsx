// A conversation's turns: the agent on the left, the visitor on the right, with times.
import { Group, Stack, Text } from '@mantine/core';
import type { TTurn } from '@parley/contract/chat';
import { messageText } from '@parley/contract/message-text';
import { formatMessageTime } from '../lib/relative-time';
import classes from './conversations.module.css';

function TurnView({ turn }: { turn: TTurn }) {
  const human = turn.from === 'human';
  const side = human ? 'flex-end' : 'flex-start';
  return (
    <Stack gap={4} align={side}>
      {turn.messages.map((m, i) => {
        const text = messageText(m);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: messages of a stored turn never reorder
          <div key={`${turn.ts}-${i}`} className={`${classes.bubble} ${human ? classes.human : classes.bot}`}>
            {text ?? (
              <Text span size="xs" fs="italic" c={human ? undefined : 'dimmed'}>
                {m.type} message
              </Text>
            )}
          </div>
        );
      })}
      <Text size="xs" c="dimmed" px={4}>
        {human ? 'Visitor' : 'Agent'} · {formatMessageTime(turn.ts)}
      </Text>
    </Stack>
  );
}

export function Transcript({ turns }: { turns: TTurn[] }) {
  if (turns.length === 0) {
    return (
      <Group justify="center" py="xl">
        <Text c="dimmed" size="sm">
          No messages in this conversation.
        </Text>
      </Group>
    );
  }
  return (
    <Stack gap="md" data-testid="transcript">
      {turns.map((turn, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: stored turns are append-only and carry no ids
        <TurnView key={`${turn.ts}-${i}`} turn={turn} />
      ))}
    </Stack>
  );
}
