// A turn: the visitor on the left; the AI and team members on the right, with their names and photos,
// the sources of an AI answer, and (for workspace people who asked for it) its debug details.
import { Anchor, Avatar, Code, Group, Stack, Text } from '@mantine/core';
import type { TTurn } from '@parley/contract/chat';
import { IconRobot } from '@tabler/icons-react';
import { formatMessageTime } from '../lib/relative-time';
import { initialsOf } from '../lib/text';
import classes from './conversations.module.css';
import { MessageBody } from './message-body';
import { debugOf, messageViewOf, safeHref, senderOf } from './message-view';

interface TurnViewProps {
  turn: TTurn;
  visitorName: string;
  visitorImage: string | null;
  /** As in the list: the visitor's name or e-mail, else just 'V'. */
  visitorInitials: string;
  showDebug: boolean;
}

function SenderAvatar({ kind, initials, photo }: { kind: string; initials: string; photo: string | null }) {
  if (kind === 'ai')
    return (
      <Avatar size={24} radius="xl" color="blue" variant="light">
        <IconRobot size={14} />
      </Avatar>
    );
  return (
    <Avatar size={24} radius="xl" color={kind === 'team' ? 'teal' : 'gray'} src={photo}>
      {initials}
    </Avatar>
  );
}

export function TurnView({ turn, visitorName, visitorImage, visitorInitials, showDebug }: TurnViewProps) {
  const sender = senderOf(turn, visitorName);
  const ours = sender.kind !== 'visitor';
  const bubble = `${classes.bubble} ${sender.kind === 'visitor' ? classes.visitor : sender.kind === 'team' ? classes.team : classes.ai}`;
  const views = turn.messages.map(messageViewOf);
  const visible = views.some((v) => v.kind !== 'hidden');
  const onlyNotices = views.every((v) => v.kind === 'notice' || v.kind === 'end' || v.kind === 'hidden');
  const debug = showDebug ? debugOf(turn) : [];
  const sources = (turn.sources ?? []).flatMap((s) => {
    const href = safeHref(s.payload?.url);
    const label = s.doc_name?.trim() || href;
    return label ? [{ label, href }] : [];
  });
  if (!visible && debug.length === 0) return null;

  return (
    <Stack
      gap={4}
      align={onlyNotices ? 'center' : ours ? 'flex-end' : 'flex-start'}
      data-testid="turn"
      data-from={sender.kind}
    >
      {turn.messages.map((m, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: messages of a stored turn never reorder
        <MessageBody key={i} message={m} bubble={bubble} />
      ))}
      {sources.length > 0 && (
        <Group gap={6} maw="80%" justify="flex-end">
          <Text size="xs" c="dimmed">
            Sources:
          </Text>
          {sources.map((s) =>
            s.href ? (
              <Anchor key={s.label} href={s.href} target="_blank" rel="noopener noreferrer" size="xs">
                {s.label}
              </Anchor>
            ) : (
              <Text key={s.label} size="xs">
                {s.label}
              </Text>
            ),
          )}
        </Group>
      )}
      {debug.length > 0 && (
        <Code
          block
          fz={10}
          maw="min(80%, 520px)"
          style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
          data-testid="turn-debug"
        >
          {JSON.stringify(debug, null, 2)}
        </Code>
      )}
      {!onlyNotices && (
        <Group gap={6} px={2} wrap="nowrap" style={{ flexDirection: ours ? 'row-reverse' : 'row' }}>
          <SenderAvatar
            kind={sender.kind}
            initials={sender.kind === 'visitor' ? visitorInitials : initialsOf(sender.name)}
            photo={sender.kind === 'visitor' ? visitorImage : sender.photoURL}
          />
          <Text size="xs" c="dimmed">
            {sender.name} · {formatMessageTime(turn.ts)}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
