// Who is looking at an agent page: the owning workspace's signed-in user, an agency's client, or an
// anonymous visitor on a /share path.

export type AgentViewer =
  | { kind: 'workspace' }
  | {
      kind: 'client';
      /** The client's access list: tab paths such as '/home', '/convos', '/campaigns' (R-APS-5). */
      canAccess: ReadonlyArray<string>;
      /** The client's own tab order: keys ('kb') or paths ('/kb'). */
      clientTabOrder?: ReadonlyArray<string>;
    }
  | { kind: 'share' };

/** '/convos' and 'convos' name the same tab; surrounding slashes and blanks are ignored. */
export function tabKeyOf(pathOrKey: string): string {
  return pathOrKey.trim().replace(/^\/+/, '').replace(/\/+$/, '');
}
