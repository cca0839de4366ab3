// Who is acting: a signed-in person, a workspace API secret, or one agent's SECRET_API_KEY.
import type { Region } from '@parley/kernel/regions';

export type Principal =
  | {
      kind: 'session';
      accountId: string;
      email: string;
      /** The active workspace (R-WKS-2): the personal one, or one the account owns or is a member of. */
      workspaceUid: string;
      /** The active workspace's region. */
      region: Region;
      /** Where the account and its session live; `region` when absent (a principal built outside a session). */
      accountRegion?: Region;
      /** The session row's key, for switching the active workspace; absent outside cookie sessions. */
      sessionDigest?: string;
    }
  | { kind: 'workspace-secret'; workspaceUid: string; region: Region }
  | { kind: 'agent-secret'; agentId: string; region: Region };

export type SessionPrincipal = Extract<Principal, { kind: 'session' }>;

/** The workspace a principal acts for, if any (agent keys act only on their agent). */
export const workspaceOf = (p: Principal): string | null =>
  p.kind === 'agent-secret' ? null : p.workspaceUid;

export const accountRegionOf = (p: SessionPrincipal): Region => p.accountRegion ?? p.region;
