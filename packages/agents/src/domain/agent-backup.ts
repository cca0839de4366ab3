// Version history snapshots (R-VER-11): what a backup holds and what a revert writes back.

import { AGENT_MESSAGES } from '@parley/messages/agents';
import { restoreSecrets, stripSecrets } from './agent-secrets';
import { stripProtected } from './build-agent';

type Doc = Record<string, unknown>;

/** A backup id that is not this agent's (not a spec message). */
export const BACKUP_NOT_FOUND = AGENT_MESSAGES.backupNotFound;

export interface BackupTemplate extends Doc {
  name: string;
  agentData: Doc & { ID: string };
}

/** { name: title, agentData: the document with its ID and without secrets }. */
export function buildBackupTemplate(agentId: string, doc: Doc): BackupTemplate {
  const agentData = { ...stripSecrets(doc), ID: agentId };
  return { name: typeof doc.title === 'string' ? doc.title : '', agentData };
}

/** Fields a revert never takes from the backup: the agent keeps its identity and history. */
const KEPT_ON_REVERT = ['ID', 'ownerID', 'userId', 'createdAt', 'ts'] as const;

/**
 * The stored document after reverting to `template`: the backup's data, the current identity
 * fields, the current secrets the backup left out, and lastModified now.
 */
export function revertedDocument(
  current: Doc,
  template: { name?: unknown; agentData: Doc },
  now: number,
): Doc {
  const data = stripProtected(template.agentData);
  if (data.title === undefined && typeof template.name === 'string') data.title = template.name;
  const doc = restoreSecrets(data, current);
  for (const key of KEPT_ON_REVERT) {
    if (current[key] === undefined) delete doc[key];
    else doc[key] = current[key];
  }
  return { ...doc, lastModified: now };
}
