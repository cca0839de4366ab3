// Version History (R-VER-1..9): the agent's backups, newest first, to inspect, download or revert to.
import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Region } from '@parley/kernel/regions';
import { AGENT_NOTICE_MS } from '@parley/messages/agents';
import { VERSION_MESSAGES } from '@parley/messages/versions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '../lib/trpc';
import { newestFirst } from './backup-format';
import { BackupRow } from './backup-row';
import { downloadAgentTemplate } from './download-template';
import { type ArmingEvent, DISARMED, revertArming } from './revert-arming';

export interface VersionHistoryModalProps {
  opened: boolean;
  onClose: () => void;
  agentId: string;
  region: Region;
  /** After a successful revert (R-VER-9): the page goes to the agent's overview. */
  onReverted: () => void;
}

export function VersionHistoryModal({ opened, onClose, ...rest }: VersionHistoryModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={VERSION_MESSAGES.historyTitle} size="lg">
      {/* Mounted only while open: arming and expanded diffs start afresh each time. */}
      {opened ? <VersionHistory onClose={onClose} {...rest} /> : null}
    </Modal>
  );
}

function VersionHistory({ onClose, agentId, region, onReverted }: Omit<VersionHistoryModalProps, 'opened'>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const backups = useQuery(trpc.versions.getAgentBackups.queryOptions({ agentId, region }));
  const [arming, setArming] = useState(DISARMED);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  const revert = useMutation(
    trpc.versions.revertToBackup.mutationOptions({
      retry: false,
      onSuccess: async () => {
        notifications.show({
          color: 'green',
          message: VERSION_MESSAGES.reverted,
          autoClose: AGENT_NOTICE_MS,
        });
        // The agent, its draft and its history all changed: reload them before the page moves on.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.agents.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.versions.pathKey() }),
        ]);
        onReverted();
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: VERSION_MESSAGES.revertFailed(error.message),
          autoClose: AGENT_NOTICE_MS,
        }),
    }),
  );

  const dispatch = (event: ArmingEvent) => {
    const next = revertArming(arming, event);
    setArming(next.state);
    if (next.revert) revert.mutate({ agentId, region, backupId: next.revert });
  };

  // R-VER-3: while a Revert is armed, a press anywhere but on that button disarms it.
  useEffect(() => {
    const armed = arming.armed;
    if (!armed) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(`[data-revert-for="${CSS.escape(armed)}"]`)) return;
      setArming(DISARMED);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [arming.armed]);

  const toggleChanges = (backupId: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(backupId)) next.add(backupId);
      return next;
    });

  const rows = backups.data ? newestFirst(backups.data) : [];
  const now = Date.now();

  return (
    <Stack gap="md" data-testid="version-history">
      {revert.isSuccess ? (
        <Alert color="green" variant="light" py="xs" data-testid="version-history-reverted">
          {VERSION_MESSAGES.reverted}
        </Alert>
      ) : null}
      {backups.isPending ? (
        <Center py="xl" data-testid="version-history-loading">
          <Loader size="sm" />
        </Center>
      ) : backups.isError ? (
        <Text c="red" size="sm" ta="center" py="lg">
          {VERSION_MESSAGES.loadError}
        </Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="lg">
          {VERSION_MESSAGES.empty}
        </Text>
      ) : (
        <Stack gap={0} style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}>
          {rows.map((backup, index) => (
            <BackupRow
              key={backup.id}
              backup={backup}
              agentId={agentId}
              region={region}
              latest={index === 0}
              now={now}
              armed={arming.armed === backup.id}
              reverting={revert.isPending && revert.variables?.backupId === backup.id}
              revertDisabled={revert.isPending || revert.isSuccess}
              showChanges={expanded.has(backup.id)}
              onRevert={() => dispatch({ type: 'press', backupId: backup.id })}
              onDownload={() => {
                downloadAgentTemplate(backup);
                notifications.show({
                  color: 'green',
                  message: VERSION_MESSAGES.downloaded,
                  autoClose: AGENT_NOTICE_MS,
                });
              }}
              onToggleChanges={() => toggleChanges(backup.id)}
            />
          ))}
        </Stack>
      )}
      <Group justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {VERSION_MESSAGES.footnote}
        </Text>
        <Button onClick={onClose} data-testid="version-history-done">
          {VERSION_MESSAGES.done}
        </Button>
      </Group>
    </Stack>
  );
}
