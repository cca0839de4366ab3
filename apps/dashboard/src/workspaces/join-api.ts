// The no-auth join call of an invitation link (R-WKS-6).
import type { Region } from '@parley/kernel/regions';
import { postJson } from '../lib/rest';

/** The join page's query, every part optional until checked. */
export interface JoinSearch {
  workspace?: string;
  token?: string;
  email?: string;
}

export interface JoinLink {
  workspace: string;
  token: string;
  email: string;
}

export interface Joined {
  success: true;
  uid: string;
  region: Region;
  workspaceName: string;
  email: string;
}

export const joinWorkspace = (link: JoinLink) =>
  postJson<Joined>(
    `/api/no-auth/workspaces/${encodeURIComponent(link.workspace)}/invite?${new URLSearchParams({
      secret: link.token,
      email: link.email,
    }).toString()}`,
    { email: link.email },
  );
