import { type TAgentBackup, type TAgentChange, ZAgentBackup } from '@parley/contract/versions';
import { agentBackups, agentDrafts, dashboardEvents } from '@parley/db/schema';
import { MAX_AGENT_BACKUPS } from '@parley/messages/versions';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

type Owner = Awaited<ReturnType<TestServer['seedWorkspaceOwner']>>;
type Doc = Record<string, unknown>;

describe('agent version history', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const writeAgent = async (owner: Owner, id: string, body: object) => {
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${id}`,
      payload: body,
      headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    });
    expect(res.statusCode).toBeLessThan(300);
  };
  const rowsOf = async (
    table: typeof agentDrafts | typeof agentBackups | typeof dashboardEvents,
    agentId: string,
  ) => (await s.ctx.dbs.eu.db.select({ n: count() }).from(table).where(eq(table.agentId, agentId)))[0]?.n;
  const backup = async (owner: Owner, agentId: string) =>
    (await s.trpc<TAgentBackup>('mutation', 'versions.saveAgentBackup', { agentId }, owner.cookie)).data;
  const backups = async (owner: Owner, agentId: string) =>
    (await s.trpc<TAgentBackup[]>('query', 'versions.getAgentBackups', { agentId }, owner.cookie)).data;
  const getAgent = async (owner: Owner, agentId: string) =>
    (await s.trpc<{ agent: Doc }>('query', 'agents.get', { region: 'eu', agentId }, owner.cookie)).data.agent;

  it('R-VER-8 keeps the 20 newest backups, dropping the oldest, newest first', async () => {
    const owner = await s.seedWorkspaceOwner();
    const id = 'AgentBackups0020';
    await writeAgent(owner, id, { title: 'Many' });
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) ids.push((await backup(owner, id)).id);
    expect(new Set(ids).size).toBe(22);
    const kept = await backups(owner, id);
    expect(kept).toHaveLength(MAX_AGENT_BACKUPS);
    expect(kept.map((b) => b.id)).toEqual(ids.slice(2).reverse());
    expect(await rowsOf(agentBackups, id)).toBe(20);
    const latest = await s.trpc<TAgentBackup>(
      'query',
      'versions.getLatestBackup',
      { agentId: id },
      owner.cookie,
    );
    expect(latest.data.id).toBe(ids[21]);
  });

  it('R-VER-10 R-VER-11 saveAgentBackup (agentId, workspaceId) returns the backup shape; getLatestBackup is null at first', async () => {
    const owner = await s.seedWorkspaceOwner();
    const id = 'AgentBackupShape';
    await writeAgent(owner, id, { title: 'Shape', VF_DIALOGUE_API_KEY: 'VF.DM.hidden' });
    const none = await s.trpc('query', 'versions.getLatestBackup', { agentId: id }, owner.cookie);
    expect(none.status).toBe(200);
    expect(none.data).toBeNull();
    const t = Math.floor(Date.now() / 1000);
    const res = await s.trpc<TAgentBackup>(
      'mutation',
      'versions.saveAgentBackup',
      { agentId: id, workspaceId: owner.workspace.uid, region: 'na' },
      owner.cookie,
    );
    expect(ZAgentBackup.parse(res.data)).toEqual(res.data);
    expect(res.data).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      createdAt: expect.any(Number),
      agentTemplate: { name: 'Shape', agentData: expect.objectContaining({ ID: id, title: 'Shape' }) },
    });
    expect(Math.abs(res.data.createdAt - t)).toBeLessThanOrEqual(2);
    expect(res.data.agentTemplate.agentData).not.toHaveProperty('VF_DIALOGUE_API_KEY');
    expect(res.data.agentTemplate.agentData).not.toHaveProperty('SECRET_API_KEY');
    const latest = await s.trpc<TAgentBackup>(
      'query',
      'versions.getLatestBackup',
      { agentId: id },
      owner.cookie,
    );
    expect(latest.data).toEqual(res.data);

    const stranger = await s.seedWorkspaceOwner();
    const wrongWorkspace = await s.trpc(
      'mutation',
      'versions.saveAgentBackup',
      { agentId: id, workspaceId: stranger.workspace.uid },
      owner.cookie,
    );
    expect(wrongWorkspace.error?.data.code).toBe('FORBIDDEN');
    expect(await rowsOf(agentBackups, id)).toBe(1);
  });

  it('R-VER-9 R-VER-10 revertToBackup restores the version, clears the draft and snapshots a different current state first', async () => {
    const owner = await s.seedWorkspaceOwner();
    const id = 'AgentRevert00001';
    await writeAgent(owner, id, { title: 'V1', description: 'first', VF_DIALOGUE_API_KEY: 'VF.DM.key' });
    const original = await getAgent(owner, id);
    const b1 = await backup(owner, id);
    await writeAgent(owner, id, { title: 'V2', description: 'second', lang: 'fr' });
    await s.trpc(
      'mutation',
      'agents.saveDraft',
      { region: 'eu', agentId: id, patch: { title: 'Draft' } },
      owner.cookie,
    );

    const res = await s.trpc<{ success: boolean; agent: Doc }>(
      'mutation',
      'versions.revertToBackup',
      { agentId: id, backupId: b1.id },
      owner.cookie,
    );
    expect(res.status).toBe(200);
    expect(res.data.success).toBe(true);
    expect(res.data.agent).toMatchObject({ title: 'V1', description: 'first', lang: 'en' });
    const now = await getAgent(owner, id);
    expect(now).toEqual(res.data.agent);
    for (const key of ['ID', 'ownerID', 'createdAt', 'SECRET_API_KEY', 'VF_DIALOGUE_API_KEY']) {
      expect(now[key], key).toEqual(original[key]);
    }
    expect(await rowsOf(agentDrafts, id)).toBe(0);
    const afterFirst = await backups(owner, id);
    expect(afterFirst.map((b) => b.agentTemplate.name)).toEqual(['V2', 'V1']);
    expect(afterFirst[0]?.agentTemplate.agentData).toMatchObject({ description: 'second', lang: 'fr' });

    // The current state already is the latest backup: no second snapshot.
    const b3 = await backup(owner, id);
    await s.trpc('mutation', 'versions.revertToBackup', { agentId: id, backupId: b1.id }, owner.cookie);
    expect((await backups(owner, id)).map((b) => b.id)).toEqual([b3.id, afterFirst[0]?.id, b1.id]);

    // Reverting to the V2 snapshot brings its values back.
    await s.trpc(
      'mutation',
      'versions.revertToBackup',
      { agentId: id, backupId: afterFirst[0]?.id },
      owner.cookie,
    );
    expect(await getAgent(owner, id)).toMatchObject({ title: 'V2', description: 'second', lang: 'fr' });
  });

  it("R-VER-10 another agent's backup id, or an unknown one, is NOT_FOUND and changes nothing", async () => {
    const owner = await s.seedWorkspaceOwner();
    await writeAgent(owner, 'AgentRevertMine1', { title: 'Mine' });
    await writeAgent(owner, 'AgentRevertOther', { title: 'Other' });
    const otherBackup = await backup(owner, 'AgentRevertOther');
    const before = await getAgent(owner, 'AgentRevertMine1');
    for (const backupId of [otherBackup.id, 'NoSuchBackup']) {
      const res = await s.trpc(
        'mutation',
        'versions.revertToBackup',
        { agentId: 'AgentRevertMine1', backupId },
        owner.cookie,
      );
      expect(res.error?.data.code).toBe('NOT_FOUND');
    }
    expect(await getAgent(owner, 'AgentRevertMine1')).toEqual(before);
    expect(await rowsOf(agentBackups, 'AgentRevertMine1')).toBe(0);
  });

  it('R-VER-11 diffBackup compares a backup with the published agent or with another backup', async () => {
    const owner = await s.seedWorkspaceOwner();
    const id = 'AgentDiffBackup1';
    await writeAgent(owner, id, { title: 'Before' });
    const b1 = await backup(owner, id);
    await writeAgent(owner, id, {
      title: 'After',
      lang: 'fr',
      vgOptions: { maxChunkSize: 3000 },
      initMessages: ['New'],
      VF_DIALOGUE_API_KEY: 'VF.DM.not-in-a-diff',
    });
    const expected = [
      { path: 'initMessages', kind: 'changed', before: expect.any(Array), after: ['New'] },
      { path: 'lang', kind: 'changed', before: 'en', after: 'fr' },
      { path: 'title', kind: 'changed', before: 'Before', after: 'After' },
      { path: 'vgOptions.maxChunkSize', kind: 'changed', before: 2424, after: 3000 },
    ];
    const diff = async (input: object) =>
      (
        await s.trpc<{ changes: TAgentChange[] }>(
          'query',
          'versions.diffBackup',
          { agentId: id, ...input },
          owner.cookie,
        )
      ).data.changes;
    expect(await diff({ backupId: b1.id })).toEqual(expected);
    const b2 = await backup(owner, id);
    expect(await diff({ backupId: b1.id, against: b2.id })).toEqual(expected);
    expect(await diff({ backupId: b2.id })).toEqual([]);
    const missing = await s.trpc(
      'query',
      'versions.diffBackup',
      { agentId: id, backupId: 'Nope12' },
      owner.cookie,
    );
    expect(missing.error?.data.code).toBe('NOT_FOUND');
  });

  it('R-APS-4 another workspace is FORBIDDEN on every draft, version and analytics procedure, and nothing is written', async () => {
    const owner = await s.seedWorkspaceOwner();
    const stranger = await s.seedWorkspaceOwner();
    const id = 'AgentGuarded0001';
    await writeAgent(owner, id, { title: 'Guarded' });
    await s.trpc(
      'mutation',
      'agents.saveDraft',
      { region: 'eu', agentId: id, patch: { title: 'Mine' } },
      owner.cookie,
    );
    const b1 = await backup(owner, id);
    const snapshot = async () => ({
      agent: await getAgent(owner, id),
      draft: (await s.trpc('query', 'agents.getDraft', { region: 'eu', agentId: id }, owner.cookie)).data,
      drafts: await rowsOf(agentDrafts, id),
      backups: await rowsOf(agentBackups, id),
      events: await rowsOf(dashboardEvents, id),
    });
    const before = await snapshot();

    const key = { region: 'eu', agentId: id };
    const calls: Array<['query' | 'mutation', string, object]> = [
      ['query', 'agents.getDraft', key],
      ['mutation', 'agents.saveDraft', { ...key, patch: { title: 'Theirs' } }],
      ['mutation', 'agents.discardDraft', key],
      ['mutation', 'agents.publish', key],
      ['query', 'agents.diffDraft', key],
      ['query', 'versions.getAgentBackups', { agentId: id }],
      ['query', 'versions.getLatestBackup', { agentId: id }],
      ['mutation', 'versions.saveAgentBackup', { agentId: id }],
      ['mutation', 'versions.saveAgentBackup', { agentId: id, workspaceId: stranger.workspace.uid }],
      ['mutation', 'versions.revertToBackup', { agentId: id, backupId: b1.id }],
      ['query', 'versions.diffBackup', { agentId: id, backupId: b1.id }],
      ['mutation', 'analytics.recordTabClick', { ...key, tab: 'overview' }],
      ['query', 'analytics.tabClicks', key],
    ];
    for (const [kind, path, input] of calls) {
      const res = await s.trpc(kind, path, input, stranger.cookie);
      expect(res.error?.data.code, path).toBe('FORBIDDEN');
      const missing = await s.trpc(kind, path, { ...input, agentId: 'AgentNowhere0001' }, stranger.cookie);
      expect(missing.error?.data.code, `${path} missing`).toBe('NOT_FOUND');
      const anonymous = await s.trpc(kind, path, input);
      expect(anonymous.error?.data.code, `${path} anonymous`).toBe('UNAUTHORIZED');
    }
    expect(await snapshot()).toEqual(before);
  });
});
