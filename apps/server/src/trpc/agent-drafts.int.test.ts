import type { TAgentBackup, TAgentChange, TAgentDraftState } from '@parley/contract/versions';
import { agentBackups, agentDrafts } from '@parley/db/schema';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

type Owner = Awaited<ReturnType<TestServer['seedWorkspaceOwner']>>;
type Doc = Record<string, unknown>;

describe('agent drafts and publish', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  /** A published agent written the way the spec's clients do, through POST /api/v2/agents/{id}. */
  const writeAgent = async (owner: Owner, id: string, body: object) => {
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${id}`,
      payload: body,
      headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
    });
    expect(res.statusCode).toBeLessThan(300);
  };
  const rowsOf = async (table: typeof agentDrafts | typeof agentBackups, agentId: string) =>
    (await s.ctx.dbs.eu.db.select({ n: count() }).from(table).where(eq(table.agentId, agentId)))[0]?.n;
  const getDraft = async (owner: Owner, agentId: string) =>
    (await s.trpc<TAgentDraftState>('query', 'agents.getDraft', { region: 'eu', agentId }, owner.cookie))
      .data;
  const saveDraft = (owner: Owner, agentId: string, patch: object) =>
    s.trpc<TAgentDraftState>('mutation', 'agents.saveDraft', { region: 'eu', agentId, patch }, owner.cookie);

  it('R-VER-12 R-VER-17 saveDraft keeps edits apart from the published agent; setting the value back clears it', async () => {
    const owner = await s.seedWorkspaceOwner();
    const id = 'AgentDraftSave01';
    await writeAgent(owner, id, { title: 'Ava', description: 'Helps.' });

    const saved = await saveDraft(owner, id, { title: 'Ava 2', vgOptions: { maxChunkSize: 3000 } });
    expect(saved.status).toBe(200);
    expect(saved.data.hasDraft).toBe(true);
    expect(saved.data.draftUpdatedAt).toEqual(expect.any(Number));
    expect(saved.data.published.title).toBe('Ava');
    expect(saved.data.draft).toMatchObject({
      title: 'Ava 2',
      description: 'Helps.',
      vgOptions: { maxChunkSize: 3000, showSources: true },
    });
    for (const key of ['ID', 'ownerID', 'SECRET_API_KEY', 'createdAt', 'lastModified']) {
      expect(saved.data.draft[key], key).toEqual(saved.data.published[key]);
    }
    const got = await s.trpc<{ agent: Doc }>(
      'query',
      'agents.get',
      { region: 'eu', agentId: id },
      owner.cookie,
    );
    expect(got.data.agent.title).toBe('Ava');
    expect(await getDraft(owner, id)).toEqual(saved.data);

    const back = await saveDraft(owner, id, { title: 'Ava', vgOptions: { maxChunkSize: 2424 } });
    expect(back.data).toMatchObject({ hasDraft: false, draftUpdatedAt: null });
    expect(back.data.draft).toEqual(back.data.published);
    expect(await rowsOf(agentDrafts, id)).toBe(0);
  });

  it('R-VER-16 refuses maxChunkSize 999 with the exact message and writes nothing; 1000 passes', async () => {
    const owner = await s.seedWorkspaceOwner();
    const id = 'AgentDraftChunk1';
    await writeAgent(owner, id, { title: 'Chunky' });
    const refused = await saveDraft(owner, id, { vgOptions: { maxChunkSize: 999 } });
    expect(refused.error).toMatchObject({
      message: AGENT_MESSAGES.maxChunkSize,
      data: { code: 'BAD_REQUEST' },
    });
    expect(await rowsOf(agentDrafts, id)).toBe(0);

    await saveDraft(owner, id, { title: 'Kept' });
    const before = await getDraft(owner, id);
    await saveDraft(owner, id, { title: 'Lost', vgOptions: { maxChunkSize: 999 } });
    expect(await getDraft(owner, id)).toEqual(before);

    const ok = await saveDraft(owner, id, { vgOptions: { maxChunkSize: 1000 } });
    expect(ok.data.draft).toMatchObject({ title: 'Kept', vgOptions: { maxChunkSize: 1000 } });
  });

  it('R-VER-17 a direct write to a field the draft does not touch shows through the draft', async () => {
    const owner = await s.seedWorkspaceOwner();
    const id = 'AgentDraftShow01';
    await writeAgent(owner, id, { title: 'Ava', description: 'Old' });
    await saveDraft(owner, id, { title: 'Draft title' });
    await writeAgent(owner, id, { description: 'From REST' });
    const state = await getDraft(owner, id);
    expect(state.published).toMatchObject({ title: 'Ava', description: 'From REST' });
    expect(state.draft).toMatchObject({ title: 'Draft title', description: 'From REST' });
    expect(state.hasDraft).toBe(true);
  });

  it('R-VER-12 diffDraft lists what Publish would change; discardDraft drops the draft', async () => {
    const owner = await s.seedWorkspaceOwner();
    const id = 'AgentDraftDiff01';
    await writeAgent(owner, id, { title: 'Ava' });
    await saveDraft(owner, id, { title: 'Bea', vgOptions: { showSources: false }, lang: 'fr' });
    const diff = await s.trpc<{ changes: TAgentChange[] }>(
      'query',
      'agents.diffDraft',
      { region: 'eu', agentId: id },
      owner.cookie,
    );
    expect(diff.data.changes).toEqual([
      { path: 'lang', kind: 'changed', before: 'en', after: 'fr' },
      { path: 'title', kind: 'changed', before: 'Ava', after: 'Bea' },
      { path: 'vgOptions.showSources', kind: 'changed', before: true, after: false },
    ]);
    const discarded = await s.trpc<TAgentDraftState>(
      'mutation',
      'agents.discardDraft',
      { region: 'eu', agentId: id },
      owner.cookie,
    );
    expect(discarded.data).toMatchObject({ hasDraft: false, draft: { title: 'Ava' } });
    expect(await rowsOf(agentDrafts, id)).toBe(0);
  });

  it('R-VER-13 R-VER-14 publish applies the draft, advances lastModified, clears the draft and takes one backup without secrets', async () => {
    const owner = await s.seedWorkspaceOwner();
    const id = 'AgentPublish0001';
    const vfKey = 'VF.DM.very-secret-dialogue-key';
    await writeAgent(owner, id, { title: 'Ava', VF_DIALOGUE_API_KEY: vfKey, initMessages: ['Hi'] });
    const before = await getDraft(owner, id);
    await saveDraft(owner, id, { title: 'Ava live', initMessages: ['Hello', 'Welcome'] });
    await new Promise((r) => setTimeout(r, 1100)); // lastModified is in unix seconds

    const res = await s.trpc<{ agent: Doc; backup: TAgentBackup }>(
      'mutation',
      'agents.publish',
      { region: 'eu', agentId: id },
      owner.cookie,
    );
    expect(res.status).toBe(200);
    expect(res.data.agent).toMatchObject({ title: 'Ava live', initMessages: ['Hello', 'Welcome'] });
    expect(res.data.agent.lastModified as number).toBeGreaterThan(before.published.lastModified as number);
    const after = await getDraft(owner, id);
    expect(after.hasDraft).toBe(false);
    expect(after.published).toEqual(res.data.agent);
    expect(await rowsOf(agentDrafts, id)).toBe(0);

    const list = await s.trpc<TAgentBackup[]>(
      'query',
      'versions.getAgentBackups',
      { agentId: id },
      owner.cookie,
    );
    expect(list.data).toEqual([res.data.backup]);
    const { agentTemplate } = res.data.backup;
    expect(agentTemplate.name).toBe('Ava live');
    expect(agentTemplate.agentData).toMatchObject({
      ID: id,
      title: 'Ava live',
      initMessages: ['Hello', 'Welcome'],
    });
    expect(agentTemplate.agentData).not.toHaveProperty('SECRET_API_KEY');
    expect(agentTemplate.agentData).not.toHaveProperty('VF_DIALOGUE_API_KEY');
    const stored = JSON.stringify(agentTemplate);
    expect(stored).not.toContain(vfKey);
    expect(stored).not.toContain(String(before.published.SECRET_API_KEY));
    expect(agentTemplate.agentData.maxTokensUsage).toBe(0);

    // Publishing without a draft still saves and backs up (the spec posts the whole agent).
    const again = await s.trpc<{ backup: TAgentBackup }>(
      'mutation',
      'agents.publish',
      { region: 'eu', agentId: id },
      owner.cookie,
    );
    expect(again.data.backup.agentTemplate.name).toBe('Ava live');
    expect(await rowsOf(agentBackups, id)).toBe(2);
  });

  it('R-VER-13 a publish that fails at the backup writes nothing: agent and draft stay as they were', async () => {
    const owner = await s.seedWorkspaceOwner();
    const id = 'AgentPublishFail';
    await writeAgent(owner, id, { title: 'Stable' });
    await saveDraft(owner, id, { title: 'Unpublished' });
    const before = await getDraft(owner, id);
    // A real database failure on the last write of the transaction (no mocks): backups of this agent are refused.
    await s.ctx.dbs.eu.exec(`
      create function refuse_backup() returns trigger language plpgsql as $$
      begin raise exception 'backup refused'; end $$;
      create trigger refuse_backup before insert on agent_backups
        for each row when (new.agent_id = '${id}') execute function refuse_backup();
    `);
    try {
      const res = await s.trpc('mutation', 'agents.publish', { region: 'eu', agentId: id }, owner.cookie);
      expect(res.error?.data.code).toBe('INTERNAL_SERVER_ERROR');
      expect(await getDraft(owner, id)).toEqual(before);
      expect(await rowsOf(agentBackups, id)).toBe(0);
    } finally {
      await s.ctx.dbs.eu.exec('drop trigger refuse_backup on agent_backups; drop function refuse_backup();');
    }
  });
});
