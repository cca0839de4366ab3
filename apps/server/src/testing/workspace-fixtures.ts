// Seed steps for workspace tests: a team workspace, an invitation read back from the outbox, a joined member.
import { mailOutbox, workspaces } from '@parley/db/schema';
import type { Region } from '@parley/kernel/regions';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TestServer } from './test-server';

export type Owner = Awaited<ReturnType<TestServer['seedWorkspaceOwner']>>;
export interface Summary {
  uid: string;
  workspaceName: string;
  region: Region;
  role: 'owner' | 'member';
  isPersonal: boolean;
}

export function workspaceFixtures(s: TestServer) {
  async function mutation<T>(path: string, input: unknown, cookie: string) {
    const res = await s.trpc<T>('mutation', path, input, cookie);
    if (res.status !== 200) throw new Error(`${path} failed: ${JSON.stringify(res.error)}`);
    return res.data;
  }

  /** A non-personal workspace the owner created and switched to. */
  async function seedTeamWorkspace(owner: Owner, name = 'Team Space', region: Region = 'eu') {
    const created = await mutation<Summary>(
      'workspaces.create',
      { workspaceName: name, region },
      owner.cookie,
    );
    await mutation('workspaces.switch', { uid: created.uid, region }, owner.cookie);
    return created;
  }

  /** The join link of the newest invitation mailed to `email` for the workspace. */
  async function invitationLinkOf(uid: string, email: string, region: Region = 'eu') {
    const rows = await s.ctx.dbs[region].db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.workspaceId, uid), eq(mailOutbox.purpose, 'workspace-invite')))
      .orderBy(desc(mailOutbox.id));
    const row = rows.find((r) => r.to.includes(email.toLowerCase()));
    const href = row?.text.match(/https?:\/\/\S+\/join\?\S+/)?.[0];
    if (!href) throw new Error(`no invitation mail to ${email}`);
    const url = new URL(href);
    return {
      url,
      token: url.searchParams.get('token') ?? '',
      email: url.searchParams.get('email') ?? '',
      uid: url.searchParams.get('workspace') ?? '',
    };
  }

  function join(uid: string, token: string, email: string) {
    return s.app.inject({
      method: 'POST',
      url: `/api/no-auth/workspaces/${uid}/invite?secret=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`,
      payload: { email },
    });
  }

  /** Invites a new e-mail, joins through the mailed link, signs the member up. */
  async function seedMember(owner: Owner, team: Summary) {
    const email = `member-${Math.random().toString(36).slice(2, 10)}@example.com`;
    await mutation('workspaces.invite', { email }, owner.cookie);
    const link = await invitationLinkOf(team.uid, email, team.region);
    const joined = await join(team.uid, link.token, email);
    if (joined.statusCode !== 200) throw new Error(`join failed: ${joined.body}`);
    return s.seedWorkspaceOwner({ email });
  }

  async function storedWorkspace(uid: string, region: Region = 'eu') {
    return (await s.ctx.dbs[region].db.select().from(workspaces).where(eq(workspaces.uid, uid)))[0];
  }

  /** Sets internal.customPlan.limits on a workspace (what a billing change would write). */
  async function setPlanLimits(uid: string, limits: Record<string, unknown>, region: Region = 'eu') {
    await s.ctx.dbs[region].db
      .update(workspaces)
      .set({
        doc: sql`${workspaces.doc} || ${JSON.stringify({ internal: { customPlan: { limits } } })}::jsonb`,
      })
      .where(eq(workspaces.uid, uid));
  }

  async function me(cookie: string) {
    return (
      await s.trpc<{
        account: { uid: string; region: Region };
        workspace: { uid: string; region: Region; role: string; isOwner: boolean; isPersonal: boolean };
      } | null>('query', 'auth.me', {}, cookie)
    ).data;
  }

  return {
    mutation,
    seedTeamWorkspace,
    invitationLinkOf,
    join,
    seedMember,
    storedWorkspace,
    setPlanLimits,
    me,
  };
}
