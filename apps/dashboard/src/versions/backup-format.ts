// Pure formatting for the Version History modal: row dates (R-VER-2), download names (R-VER-4), diff values.
import type { TAgentBackup } from '@parley/contract/versions';

const pad = (n: number) => String(n).padStart(2, '0');

/** R-VER-2: DD/MM/YYYY HH:mm:ss in local time; createdAt is unix seconds. */
export function formatBackupDate(createdAtSec: number): string {
  const d = new Date(createdAtSec * 1000);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** R-VER-1: newest first, whatever order the server sent (equal times keep their order). */
export function newestFirst<T extends { createdAt: number }>(backups: readonly T[]): T[] {
  return [...backups].sort((a, b) => b.createdAt - a.createdAt);
}

/** R-VER-4: `<name>-<id>.json`, without the characters file systems refuse in a name. */
export function backupFileName(backup: Pick<TAgentBackup, 'id' | 'agentTemplate'>): string {
  const name = backup.agentTemplate.name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').trim() || 'agent';
  return `${name}-${backup.id}.json`;
}

/** Longest diff value shown in a cell; the whole value is in its tooltip. */
export const DIFF_VALUE_MAX = 120;

/** A diff value as JSON, and the shown text truncated at DIFF_VALUE_MAX; an absent value is '—'. */
export function formatDiffValue(value: unknown): { full: string; shown: string; truncated: boolean } {
  if (value === undefined) return { full: '—', shown: '—', truncated: false };
  const full = JSON.stringify(value) ?? String(value);
  const truncated = full.length > DIFF_VALUE_MAX;
  return { full, shown: truncated ? `${full.slice(0, DIFF_VALUE_MAX - 1)}…` : full, truncated };
}
