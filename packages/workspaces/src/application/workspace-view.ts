// What the dashboard is told about a workspace: never its secret, its credits or internal billing fields.
import type { Region } from '@parley/kernel/regions';
import { isPersonalWorkspace, roleOf, type WorkspaceRole } from '../domain/membership';
import type { WorkspaceRow } from '../infrastructure/workspace-repo';

export interface WorkspaceSummary {
  uid: string;
  workspaceName: string;
  workspacePhotoURL: string | null;
  region: Region;
  role: WorkspaceRole;
  isOwner: boolean;
  isPersonal: boolean;
}

export function toWorkspaceSummary(row: WorkspaceRow, region: Region, accountId: string): WorkspaceSummary {
  const role = roleOf(row, accountId);
  return {
    uid: row.uid,
    workspaceName: row.workspaceName,
    workspacePhotoURL: row.workspacePhotoURL,
    region,
    role,
    isOwner: role === 'owner',
    isPersonal: isPersonalWorkspace(row),
  };
}
