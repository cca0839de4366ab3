// Settings → members (R-WKS-2, R-WKS-9): the members with the owner marked, pending invitations,
// and for the owner remove, revoke and '+ New User'.
import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  Group,
  Popover,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { WORKSPACE_MESSAGES } from '@parley/messages/workspaces';
import { IconClockHour4, IconUserMinus, IconUserPlus, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { initialsOf } from '../lib/text';
import { useTRPC } from '../lib/trpc';
import { notifyError, notifySuccess } from './use-workspaces';

const DAY_MS = 24 * 60 * 60 * 1000;
const expiresIn = (ms: number) => {
  const days = Math.max(0, Math.ceil((ms - Date.now()) / DAY_MS));
  return days <= 1 ? 'expires within a day' : `expires in ${days} days`;
};

function ConfirmButton(props: {
  label: string;
  confirm: string;
  onConfirm: () => void;
  icon: React.ReactNode;
  testId: string;
}) {
  return (
    <Popover position="left" withArrow shadow="md" withinPortal={false}>
      <Popover.Target>
        <Tooltip label={props.label} withinPortal={false}>
          <ActionIcon variant="subtle" color="red" aria-label={props.label} data-testid={props.testId}>
            {props.icon}
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{props.confirm}</Text>
          <Button size="xs" color="red" onClick={props.onConfirm} data-testid={`${props.testId}-confirm`}>
            Yes
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}

function PersonRow({
  email,
  badge,
  muted,
  action,
}: {
  email: string;
  badge?: React.ReactNode;
  muted?: string;
  action?: React.ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap" justify="space-between" data-testid="member-row">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Avatar size={32} radius="xl" color="gray" variant="light">
          {initialsOf(email)}
        </Avatar>
        <Stack gap={0} miw={0}>
          <Group gap={6} wrap="nowrap" miw={0}>
            <Text size="sm" truncate title={email}>
              {email}
            </Text>
            {badge}
          </Group>
          {muted && (
            <Text size="xs" c="dimmed">
              {muted}
            </Text>
          )}
        </Stack>
      </Group>
      {action}
    </Group>
  );
}

export function MembersSection({ onInvite }: { onInvite: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const members = useQuery(trpc.workspaces.members.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.workspaces.members.queryKey() });
  const remove = useMutation(trpc.workspaces.removeMember.mutationOptions());
  const revoke = useMutation(trpc.workspaces.revokeInvitation.mutationOptions());

  const run = async (work: () => Promise<string>) => {
    try {
      notifySuccess(await work());
      await refresh();
    } catch (err) {
      notifyError(err instanceof Error ? err.message : String(err));
    }
  };

  if (members.isPending) return <Skeleton h={120} radius="md" />;
  if (members.isError)
    return (
      <Text c="red" size="sm">
        {members.error.message}
      </Text>
    );
  const { seats, canManage } = members.data;
  const full = seats.allowance !== null && seats.used >= seats.allowance;

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" data-testid="seat-count">
          {seats.allowance === null
            ? `${seats.used} seats used`
            : `${seats.used} of ${seats.allowance} seats used`}
        </Text>
        {canManage && (
          <Tooltip label={WORKSPACE_MESSAGES.maxSeats} disabled={!full}>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconUserPlus size={14} />}
              onClick={onInvite}
              data-testid="settings-new-user"
            >
              + New User
            </Button>
          </Tooltip>
        )}
      </Group>
      {members.data.members.map((m) => (
        <PersonRow
          key={m.email}
          email={m.email}
          badge={
            <>
              {m.isOwner && (
                <Badge size="xs" variant="light">
                  Owner
                </Badge>
              )}
              {m.isYou && (
                <Badge size="xs" variant="light" color="gray">
                  You
                </Badge>
              )}
            </>
          }
          action={
            canManage && !m.isYou && !m.isOwner ? (
              <ConfirmButton
                label={`Remove ${m.email}`}
                confirm="Remove this member?"
                icon={<IconUserMinus size={16} />}
                testId="member-remove"
                onConfirm={() =>
                  void run(async () => {
                    await remove.mutateAsync({ email: m.email });
                    return WORKSPACE_MESSAGES.memberRemoved(m.email);
                  })
                }
              />
            ) : null
          }
        />
      ))}
      {members.data.invitations.length > 0 && (
        <Text size="xs" fw={600} c="dimmed" tt="uppercase" mt="xs">
          Pending invitations
        </Text>
      )}
      {members.data.invitations.map((inv) => (
        <PersonRow
          key={inv.id}
          email={inv.email}
          badge={<IconClockHour4 size={14} style={{ opacity: 0.6, flexShrink: 0 }} aria-label="Pending" />}
          muted={expiresIn(inv.expiresAt)}
          action={
            <ConfirmButton
              label={`Revoke the invitation of ${inv.email}`}
              confirm="Revoke this invitation?"
              icon={<IconX size={16} />}
              testId="invitation-revoke"
              onConfirm={() =>
                void run(async () => {
                  await revoke.mutateAsync({ invitationId: inv.id });
                  return WORKSPACE_MESSAGES.invitationRevoked(inv.email);
                })
              }
            />
          }
        />
      ))}
    </Stack>
  );
}
