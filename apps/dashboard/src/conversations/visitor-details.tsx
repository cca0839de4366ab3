// Who the visitor is (R-HND-2: userName, userEmail, userPhone, userImage, totalUserInteractions) and what
// the team knows of this conversation.
import { Anchor, Avatar, Code, Group, Stack, Text } from '@mantine/core';
import type { TConversationDetail } from '@parley/contract/conversations';
import type { ReactNode } from 'react';
import { formatMessageTime, formatRelativeTime } from '../lib/relative-time';
import { initialsOf } from '../lib/text';
import { assigneeLabel, interactionsLabel, visitorName } from './conversation-labels';
import { safeHref } from './message-view';
import { groupTurnsBySession } from './session-groups';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

export function VisitorDetails({
  conversation: c,
  meId,
}: {
  conversation: TConversationDetail;
  meId: string | null;
}) {
  const name = visitorName(c);
  const image = safeHref(c.userImage);
  const origin = safeHref(c.origin);
  const sessions = groupTurnsBySession(c.turns).length;
  return (
    <Stack gap="md" p="md" data-testid="visitor-details">
      <Group gap="sm" wrap="nowrap">
        <Avatar size={44} radius="xl" color="gray" variant="light" src={image}>
          {initialsOf(c.userName || c.userEmail || 'V')}
        </Avatar>
        <Stack gap={0} miw={0}>
          <Text fw={600} truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            First seen {formatRelativeTime(c.createdAt)}
          </Text>
        </Stack>
      </Group>
      {c.userEmail && (
        <Field label="E-mail">
          <Anchor href={`mailto:${c.userEmail}`} size="sm">
            {c.userEmail}
          </Anchor>
        </Field>
      )}
      {c.userPhone && (
        <Field label="Phone">
          <Anchor href={`tel:${c.userPhone.replace(/[^\d+]/g, '')}`} size="sm">
            {c.userPhone}
          </Anchor>
        </Field>
      )}
      <Field label="Messages">{interactionsLabel(c.totalUserInteractions)}</Field>
      <Field label="Sessions">{sessions}</Field>
      <Field label="Last active">{formatMessageTime(c.lastModified)}</Field>
      {c.origin && (
        <Field label="Page">
          {origin ? (
            <Anchor href={origin} target="_blank" rel="noopener noreferrer" size="sm">
              {c.origin}
            </Anchor>
          ) : (
            c.origin
          )}
        </Field>
      )}
      <Field label="Assigned to">{assigneeLabel(c, meId) ?? 'Nobody'}</Field>
      {c.ratingFrom5 !== null && <Field label="Rating">{c.ratingFrom5} of 5</Field>}
      <Field label="Visitor id">
        <Code fz="xs">{c.userId}</Code>
      </Field>
    </Stack>
  );
}
