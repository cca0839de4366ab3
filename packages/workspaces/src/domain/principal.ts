// Who is acting: a signed-in person, a workspace API secret, or one agent's SECRET_API_KEY.
import type { Region } from '@parley/kernel/regions';

export type Principal =
  | { kind: 'session'; accountId: string; email: string; workspaceUid: string; region: Region }
  | { kind: 'workspace-secret'; workspaceUid: string; region: Region }
  | { kind: 'agent-secret'; agentId: string; region: Region };

/** The workspace a principal acts for, if any (agent keys act only on their agent). */
export const workspaceOf = (p: Principal): string | null =>
  p.kind === 'agent-secret' ? null : p.workspaceUid;
