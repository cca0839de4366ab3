// R-VER-4: saves a backup's agent template as a .json file through a temporary object URL.
import type { TAgentBackup } from '@parley/contract/versions';
import { backupFileName } from './backup-format';

export function downloadAgentTemplate(backup: Pick<TAgentBackup, 'id' | 'agentTemplate'>): void {
  const blob = new Blob([JSON.stringify(backup.agentTemplate, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = backupFileName(backup);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
