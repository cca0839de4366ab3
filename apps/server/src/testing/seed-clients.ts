// Seed factories for client-side tests: an agency workspace with an organisation and a client user.
import type { TClientUser, TOrganisation } from '@parley/contract/organisations';
import type { TestServer } from './test-server';

export const CLIENT_PASSWORD = 'Abcdefghijk2345';
let seq = 0;

export type SeededOwner = Awaited<ReturnType<TestServer['seedWorkspaceOwner']>>;

export async function writeAgent(s: TestServer, owner: SeededOwner, id: string, region: 'eu' | 'na' = 'eu') {
  const res = await s.app.inject({
    method: 'POST',
    url: `/api/v2/agents/${id}?region=${region}`,
    payload: { title: id },
    headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
  });
  if (res.statusCode >= 300) throw new Error(`agent write failed: ${res.body}`);
}

/** An organisation with one client who has one agent (unless `agents: false`), with the given access. */
export async function seedClientWithAgent(
  s: TestServer,
  options: {
    agents?: boolean;
    region?: 'eu' | 'na';
    canAccess?: string[];
    isOrgAdmin?: boolean;
    owner?: SeededOwner;
    settings?: object;
  } = {},
) {
  const region = options.region ?? 'eu';
  const owner = options.owner ?? (await s.seedWorkspaceOwner({ region }));
  const org = (await s.trpc<TOrganisation>('mutation', 'orgs.create', { region }, owner.cookie)).data;
  seq += 1;
  const agentId = `agent${seq}x${Date.now().toString(36)}`;
  if (options.agents !== false) await writeAgent(s, owner, agentId, region);
  if (options.settings) {
    await s.trpc(
      'mutation',
      'orgs.update',
      { region, orgId: org.ID, patch: { settings: options.settings } },
      owner.cookie,
    );
  }
  const email = `client${seq}-${Date.now()}@example.com`;
  const added = await s.trpc<TClientUser>(
    'mutation',
    'orgs.addClient',
    {
      region,
      orgId: org.ID,
      name: 'Grace',
      email,
      password: CLIENT_PASSWORD,
      ...(options.agents !== false && { widgetIDs: [agentId] }),
      ...(options.canAccess && { canAccess: options.canAccess }),
      ...(options.isOrgAdmin && { isOrgAdmin: true }),
    },
    owner.cookie,
  );
  if (added.status !== 200) throw new Error(`addClient failed: ${JSON.stringify(added.error)}`);
  return { owner, org, client: added.data, email, agentId, region };
}

/** Signs a client in with its password and returns the cookie header value. */
export async function clientCookie(
  s: TestServer,
  email: string,
  password = CLIENT_PASSWORD,
): Promise<string> {
  const res = await s.app.inject({
    method: 'POST',
    url: '/api/auth/client/sign-in',
    payload: { email, password },
  });
  const cookie = res.cookies.find((c) => c.name === 'client_token');
  if (!cookie) throw new Error(`client sign-in failed: ${res.body}`);
  return `client_token=${cookie.value}`;
}
