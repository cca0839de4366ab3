// One backup in the Version History (R-VER-2..4): name, when, and its Changes / Download / Revert actions.
import { Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import type { TAgentBackup } from '@parley/contract/versions';
import type { Region } from '@parley/kernel/regions';
import { VERSION_MESSAGES } from '@parley/messages/versions';
import { IconChevronDown, IconChevronRight, IconDownload, IconHistory } from '@tabler/icons-react';
import { formatRelativeTime } from '../lib/relative-time';
import { BackupDiff } from './backup-diff';
import { formatBackupDate } from './backup-format';
import { HISTORY_LABELS } from './history-labels';

interface BackupRowProps {
  backup: TAgentBackup;
  agentId: string;
  region: Region;
  latest: boolean;
  /** Date.now() of the render, for the relative time. */
  now: number;
  /** The first Revert click happened: the button asks to confirm. */
  armed: boolean;
  reverting: boolean;
  revertDisabled: boolean;
  showChanges: boolean;
  onRevert: () => void;
  onDownload: () => void;
  onToggleChanges: () => void;
}

export function BackupRow(props: BackupRowProps) {
  const { backup, latest, armed, showChanges } = props;
  return (
    <Box
      data-testid="backup-row"
      px="sm"
      py="xs"
      // Rows are separated by a top border; the newest (first) row has none, the list has its own frame.
      style={latest ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={500} truncate>
              {backup.agentTemplate.name}
            </Text>
            {latest ? (
              <Badge size="xs" variant="light" data-testid="backup-latest">
                {VERSION_MESSAGES.latest}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {formatRelativeTime(backup.createdAt * 1000, props.now)} · {formatBackupDate(backup.createdAt)}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            data-testid="backup-changes"
            aria-expanded={showChanges}
            leftSection={showChanges ? <IconChevronDown size={12} /> : <IconChevronRight size={12} />}
            onClick={props.onToggleChanges}
          >
            {HISTORY_LABELS.changes}
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            data-testid="backup-download"
            leftSection={<IconDownload size={12} />}
            onClick={props.onDownload}
          >
            {VERSION_MESSAGES.download}
          </Button>
          <Button
            size="compact-xs"
            variant={armed ? 'filled' : 'light'}
            color={armed ? 'red' : undefined}
            data-testid="backup-revert"
            data-revert-for={backup.id}
            data-armed={armed || undefined}
            leftSection={<IconHistory size={12} />}
            loading={props.reverting}
            disabled={props.revertDisabled && !props.reverting}
            onClick={props.onRevert}
          >
            {armed ? VERSION_MESSAGES.confirmRevert : VERSION_MESSAGES.revert}
          </Button>
        </Group>
      </Group>
      {showChanges ? (
        <Box mt="xs">
          <BackupDiff agentId={props.agentId} region={props.region} backupId={backup.id} />
        </Box>
      ) : null}
    </Box>
  );
}
