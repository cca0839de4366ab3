// Seed steps for notification tests: an agency owner with a member, an agent, and client users with
// and without access to the agent's conversations.
import type { TClientUser, TOrganisation } from '@parley/contract/organisations';
import type { ConversationEvent } from '@parley/notifications/application/notify-conversation-event';
import type { NotifyDeps } from '@parley/notifications/application/notify-deps';
import type { WebPushSender } from '@parley/notifications/infrastructure/web-push-sender';
import { CLIENT_PASSWORD, clientCookie, seedClientWithAgent } from './seed-clients';
import type { TestServer } from './test-server';
import { type Summary, workspaceFixtures } from './workspace-fixtures';

let seq = 0;

export function notificationFixtures(s: TestServer, webPush: WebPushSender) {
  const f = workspaceFixtures(s);

  /** What the handoff engine passes to notifyConversationEvent. */
  const deps = (over: Partial<NotifyDeps> = {}): NotifyDeps => ({
    ctx: s.ctx,
    mailer: s.mailer,
    webPush,
    publicUrl: 'http://localhost:3000',
    onError: () => undefined,
    ...over,
  });

  async function addClient(
    owner: { cookie: string },
    org: TOrganisation,
    agentIds: string[],
    canAccess?: string[],
  ): Promise<{ client: TClientUser; cookie: string }> {
    seq += 1;
    const email = `ntf-client${seq}-${Date.now()}@example.com`;
    const added = await s.trpc<TClientUser>(
      'mutation',
      'orgs.addClient',
      {
        region: 'eu',
        orgId: org.ID,
        name: `Client ${seq}`,
        email,
        password: CLIENT_PASSWORD,
        widgetIDs: agentIds,
        ...(canAccess && { canAccess }),
      },
      owner.cookie,
    );
    if (added.status !== 200) throw new Error(`addClient failed: ${JSON.stringify(added.error)}`);
    return { client: added.data, cookie: await clientCookie(s, email) };
  }

  /**
   * An agency: owner, one member of the owner's personal workspace, an agent, a client who may open its
   * conversations, a client without '/convos', and a client of a blocked organisation.
   */
  async function seedAgencyTeam() {
    const owner = await s.seedWorkspaceOwner({
      planLimits: { maxClients: 20, workspaceSeats: 10, maxAgents: 10 },
    });
    const personal: Summary = {
      uid: owner.workspace.uid,
      workspaceName: 'Personal',
      region: 'eu',
      role: 'owner',
      isPersonal: true,
    };
    const member = await f.seedMember(owner, personal);
    const seeded = await seedClientWithAgent(s, { owner });
    const clientCookieValue = await clientCookie(s, seeded.email);
    const noConvos = await addClient(owner, seeded.org, [seeded.agentId], ['/home', '/kb']);
    const blockedOrg = (
      await s.trpc<TOrganisation>('mutation', 'orgs.create', { region: 'eu' }, owner.cookie)
    ).data;
    const blocked = await addClient(owner, blockedOrg, [seeded.agentId]);
    await s.trpc(
      'mutation',
      'orgs.update',
      { region: 'eu', orgId: blockedOrg.ID, patch: { settings: { disableClientAccess: true } } },
      owner.cookie,
    );
    return {
      owner,
      member,
      agentId: seeded.agentId,
      org: seeded.org,
      client: { ...seeded.client, cookie: clientCookieValue },
      noConvos,
      blocked,
    };
  }

  const event = (agentId: string, over: Partial<ConversationEvent> = {}): ConversationEvent => ({
    region: 'eu',
    agentId,
    userId: `${agentId}-visitor1`,
    level: 2,
    title: 'A visitor asked for a person',
    body: 'Hello, can I talk to someone about my order?',
    urlPathname: `/app/eu/agents/${agentId}/convos?userId=${agentId}-visitor1`,
    ...over,
  });

  return { f, deps, addClient, seedAgencyTeam, event };
}
