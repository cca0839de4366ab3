// One stored message as the inbox shows it; links open in a new tab without the opener.
import { Anchor, Badge, Divider, Group, Stack, Text } from '@mantine/core';
import type { TMessage } from '@parley/contract/chat';
import { IconMail, IconPaperclip } from '@tabler/icons-react';
import classes from './conversations.module.css';
import { type MessageView, messageViewOf, type TextPart } from './message-view';

function Parts({ parts }: { parts: TextPart[] }) {
  return parts.map((p, i) =>
    p.kind === 'link' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message never reorder
      <a key={i} href={p.href} target="_blank" rel="noopener noreferrer" className={classes.link}>
        {p.text}
      </a>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message never reorder
      <span key={i}>{p.text}</span>
    ),
  );
}

function Body({ view, bubble }: { view: MessageView; bubble: string }) {
  switch (view.kind) {
    case 'text':
      return (
        <div className={bubble} data-testid="message">
          <Parts parts={view.parts} />
        </div>
      );
    case 'notice':
      return (
        <div className={classes.notice} data-testid="notice" data-tone={view.tone}>
          {view.text}
        </div>
      );
    case 'email-form':
      return (
        <div className={bubble} data-testid="message">
          <Stack gap={4}>
            <Group gap={6} wrap="nowrap">
              <IconMail size={14} />
              <Text size="xs" fw={600}>
                E-mail form · {view.email}
              </Text>
            </Group>
            <span>{view.message}</span>
            {view.attachments.map((a) => (
              <Group key={a.href} gap={4} wrap="nowrap">
                <IconPaperclip size={12} />
                <a href={a.href} target="_blank" rel="noopener noreferrer" className={classes.link}>
                  {a.name}
                </a>
              </Group>
            ))}
          </Stack>
        </div>
      );
    case 'buttons':
      return (
        <Group gap={4} maw="80%">
          {view.labels.map((label) => (
            <Badge key={label} variant="outline" color="gray" tt="none">
              {label}
            </Badge>
          ))}
        </Group>
      );
    case 'image':
      return (
        <Anchor href={view.href} target="_blank" rel="noopener noreferrer" size="sm">
          Image
        </Anchor>
      );
    case 'end':
      return (
        <Divider
          w="100%"
          my={4}
          label="Conversation ended"
          labelPosition="center"
          data-testid="conversation-ended"
        />
      );
    case 'hidden':
      return null;
    case 'other':
      return (
        <Text size="xs" fs="italic" c="dimmed">
          {view.type} message
        </Text>
      );
  }
}

export function MessageBody({ message, bubble }: { message: TMessage; bubble: string }) {
  return <Body view={messageViewOf(message)} bubble={bubble} />;
}
