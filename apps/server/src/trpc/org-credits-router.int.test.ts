import type { TCreditTransfer, TTransferCreditsResult } from '@parley/contract/org-credits';
import { creditTransfers, organisations, workspaces } from '@parley/db/schema';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import { unixSeconds } from '@parley/kernel/time';
import { ORG_MESSAGES } from '@parley/messages/organisations';
import { transferCredits } from '@parley/organisations/application/transfer-credits';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

type Owner = Awaited<ReturnType<TestServer['seedWorkspaceOwner']>>;
type Direction = 'toOrg' | 'toWorkspace';
interface Seeded {
  owner: Owner;
  orgId: string;
  orgRegion: Region;
}

describe('credit transfers between a workspace and its organisation', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  let orgs = 0;
  /** An eu workspace owner holding `workspaceCredits`, owning one organisation holding `orgCredits`. */
  const seedWorkspaceWithOrg = async (
    opts: { workspaceCredits?: number; orgCredits?: number; orgRegion?: Region } = {},
  ): Promise<Seeded> => {
    const { workspaceCredits = 0, orgCredits = 0, orgRegion = 'eu' } = opts;
    const owner = await s.seedWorkspaceOwner({ region: 'eu' });
    await s.ctx.dbs.eu.db
      .update(workspaces)
      .set({ loadTokens: workspaceCredits })
      .where(eq(workspaces.uid, owner.workspace.uid));
    orgs += 1;
    const orgId = `OrgCredits${orgs}`;
    const now = unixSeconds();
    await s.ctx.dbs[orgRegion].db.insert(organisations).values({
      id: orgId,
      ownerID: owner.workspace.uid,
      name: `Client ${orgs}`,
      loadTokens: orgCredits,
      createdAt: now,
      lastModified: now,
    });
    return { owner, orgId, orgRegion };
  };

  const balances = async ({ owner, orgId, orgRegion }: Seeded) => {
    const [ws] = await s.ctx.dbs.eu.db
      .select({ loadTokens: workspaces.loadTokens })
      .from(workspaces)
      .where(eq(workspaces.uid, owner.workspace.uid));
    const [org] = await s.ctx.dbs[orgRegion].db
      .select({ loadTokens: organisations.loadTokens })
      .from(organisations)
      .where(eq(organisations.id, orgId));
    return { workspace: ws?.loadTokens, org: org?.loadTokens };
  };

  const records = ({ orgId, orgRegion }: Seeded) =>
    s.ctx.dbs[orgRegion].db
      .select()
      .from(creditTransfers)
      .where(eq(creditTransfers.orgId, orgId))
      .orderBy(asc(creditTransfers.id));

  const transfer = (seeded: Seeded, amount: unknown, direction: Direction, cookie = seeded.owner.cookie) =>
    s.trpc<TTransferCreditsResult>(
      'mutation',
      'orgCredits.transfer',
      { region: seeded.orgRegion, orgId: seeded.orgId, amount, direction },
      cookie,
    );

  const history = (seeded: Seeded, cookie = seeded.owner.cookie) =>
    s.trpc<TCreditTransfer[]>(
      'query',
      'orgCredits.history',
      { region: seeded.orgRegion, orgId: seeded.orgId },
      cookie,
    );

  it("R-ORG-18 R-ORG-19 moves credits to the organisation and back, logging each: 'Credits transferred successfully!'", async () => {
    const seeded = await seedWorkspaceWithOrg({ workspaceCredits: 100 });
    const t = unixSeconds();

    const toOrg = await transfer(seeded, 30, 'toOrg');
    expect(toOrg.status).toBe(200);
    expect(toOrg.data).toEqual({ workspaceBalance: 70, orgBalance: 30, message: ORG_MESSAGES.transferred });
    expect(ORG_MESSAGES.transferred).toBe('Credits transferred successfully!');

    const back = await transfer(seeded, 10, 'toWorkspace');
    expect(back.status).toBe(200);
    expect(back.data).toEqual({ workspaceBalance: 80, orgBalance: 20, message: ORG_MESSAGES.transferred });
    expect(await balances(seeded)).toEqual({ workspace: 80, org: 20 });

    const rows = await records(seeded);
    expect(rows.map((r) => r.amount)).toEqual([30, -10]);
    for (const r of rows) {
      expect(r).toMatchObject({ workspaceId: seeded.owner.workspace.uid, orgId: seeded.orgId });
      expect(r.actor).toBe(seeded.owner.user.uid);
      expect(Math.abs(r.timestamp - t)).toBeLessThanOrEqual(2);
    }

    const listed = await history(seeded);
    expect(listed.status).toBe(200);
    expect(listed.data).toEqual([...rows].reverse());
  });

  it('history lists at most 100 transfers, newest first', async () => {
    const seeded = await seedWorkspaceWithOrg();
    const base = unixSeconds() - 1000;
    await s.ctx.dbs.eu.db.insert(creditTransfers).values(
      Array.from({ length: 105 }, (_, i) => ({
        workspaceId: seeded.owner.workspace.uid,
        orgId: seeded.orgId,
        amount: i + 1,
        actor: seeded.owner.user.uid,
        timestamp: base + i,
      })),
    );
    const listed = await history(seeded);
    expect(listed.data).toHaveLength(100);
    expect(listed.data.map((r) => r.amount)).toEqual(Array.from({ length: 100 }, (_, i) => 105 - i));
  });

  it("R-ORG-17 refuses zero, negative, fractional, non-numeric and oversized amounts: 'Please enter a valid amount to transfer.'", async () => {
    const seeded = await seedWorkspaceWithOrg({ workspaceCredits: 50, orgCredits: 50 });
    // NaN and Infinity cannot travel in JSON (they arrive as null); the unit test covers them as numbers.
    for (const amount of [0, -5, 2.5, '10', null, undefined, 1e300, Number.MAX_SAFE_INTEGER + 1]) {
      for (const direction of ['toOrg', 'toWorkspace'] as const) {
        const res = await transfer(seeded, amount, direction);
        expect(res.status).toBe(400);
        expect(res.error).toMatchObject({
          message: 'Please enter a valid amount to transfer.',
          data: { code: 'BAD_REQUEST' },
        });
      }
    }
    expect(await balances(seeded)).toEqual({ workspace: 50, org: 50 });
    expect(await records(seeded)).toEqual([]);
  });

  it("R-ORG-17 refuses more than the source holds: 'Not enough credits in workspace.' / 'Not enough credits in org.'", async () => {
    const seeded = await seedWorkspaceWithOrg({ workspaceCredits: 10, orgCredits: 5 });

    const tooMuch = await transfer(seeded, 11, 'toOrg');
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.error).toMatchObject({
      message: 'Not enough credits in workspace.',
      data: { code: 'BAD_REQUEST' },
    });
    const tooMuchBack = await transfer(seeded, 6, 'toWorkspace');
    expect(tooMuchBack.status).toBe(400);
    expect(tooMuchBack.error).toMatchObject({
      message: 'Not enough credits in org.',
      data: { code: 'BAD_REQUEST' },
    });
    expect(await balances(seeded)).toEqual({ workspace: 10, org: 5 });
    expect(await records(seeded)).toEqual([]);

    // The whole balance may move.
    expect((await transfer(seeded, 10, 'toOrg')).data).toMatchObject({ workspaceBalance: 0, orgBalance: 15 });
    expect((await transfer(seeded, 15, 'toWorkspace')).data).toMatchObject({
      workspaceBalance: 15,
      orgBalance: 0,
    });
    expect((await records(seeded)).map((r) => r.amount)).toEqual([10, -15]);
  });

  it("R-ORG-19 the workspace is not in the organisation's database: 404 'Workspace not found. Please refresh and try again.'", async () => {
    // The organisation lives in na, its owner workspace in eu: one transaction cannot span both.
    const seeded = await seedWorkspaceWithOrg({ workspaceCredits: 20, orgCredits: 20, orgRegion: 'na' });
    for (const direction of ['toOrg', 'toWorkspace'] as const) {
      const res = await transfer(seeded, 5, direction);
      expect(res.status).toBe(404);
      expect(res.error).toMatchObject({
        message: 'Workspace not found. Please refresh and try again.',
        data: { code: 'NOT_FOUND' },
      });
    }
    expect(await balances(seeded)).toEqual({ workspace: 20, org: 20 });
    expect(await records(seeded)).toEqual([]);
  });

  it('an unknown organisation is NOT_FOUND', async () => {
    const seeded = await seedWorkspaceWithOrg({ workspaceCredits: 20 });
    const missing = { ...seeded, orgId: 'NoSuchOrg' };
    const res = await transfer(missing, 5, 'toOrg');
    expect(res.status).toBe(404);
    expect(res.error).toMatchObject({ message: ORG_MESSAGES.notFound, data: { code: 'NOT_FOUND' } });
    expect((await history(missing)).error).toMatchObject({ data: { code: 'NOT_FOUND' } });
    expect(await balances(seeded)).toEqual({ workspace: 20, org: 0 });
  });

  it("another workspace cannot move or read an organisation's credits", async () => {
    const seeded = await seedWorkspaceWithOrg({ workspaceCredits: 40, orgCredits: 40 });
    const stranger = await s.seedWorkspaceOwner({ region: 'eu' });
    await s.ctx.dbs.eu.db
      .update(workspaces)
      .set({ loadTokens: 40 })
      .where(eq(workspaces.uid, stranger.workspace.uid));

    for (const direction of ['toOrg', 'toWorkspace'] as const) {
      const res = await transfer(seeded, 5, direction, stranger.cookie);
      expect(res.status).toBe(403);
      expect(res.error).toMatchObject({ data: { code: 'FORBIDDEN' } });
    }
    expect((await history(seeded, stranger.cookie)).error).toMatchObject({ data: { code: 'FORBIDDEN' } });
    expect((await transfer(seeded, 5, 'toOrg', '')).error).toMatchObject({ data: { code: 'UNAUTHORIZED' } });

    expect(await balances(seeded)).toEqual({ workspace: 40, org: 40 });
    const [strangerWs] = await s.ctx.dbs.eu.db
      .select({ loadTokens: workspaces.loadTokens })
      .from(workspaces)
      .where(eq(workspaces.uid, stranger.workspace.uid));
    expect(strangerWs?.loadTokens).toBe(40);
    expect(await records(seeded)).toEqual([]);
  });

  it("R-ORG-19 a failure after the balances moved rolls everything back: 'Failed to transfer credits. Please try again.'", async () => {
    const seeded = await seedWorkspaceWithOrg({ workspaceCredits: 1000, orgCredits: 1000 });
    // Make the log insert, the last write, fail for one amount (NOT VALID: older rows are not checked).
    await s.ctx.dbs.eu.exec(
      'alter table credit_transfers add constraint test_refuse_777 check (amount not in (777, -777)) not valid',
    );
    try {
      for (const direction of ['toOrg', 'toWorkspace'] as const) {
        const res = await transfer(seeded, 777, direction);
        expect(res.status).toBe(500);
        expect(res.error).toMatchObject({ data: { code: 'INTERNAL_SERVER_ERROR' } });
      }
      const principal = {
        kind: 'session' as const,
        accountId: seeded.owner.user.uid,
        email: seeded.owner.email,
        workspaceUid: seeded.owner.workspace.uid,
        region: 'eu' as const,
      };
      const failure = await transferCredits(s.ctx, principal, {
        orgId: seeded.orgId,
        amount: 777,
        direction: 'toOrg',
      }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(AppError);
      expect(failure).toMatchObject({
        code: 'INTERNAL',
        message: 'Failed to transfer credits. Please try again.',
      });
      expect(await balances(seeded)).toEqual({ workspace: 1000, org: 1000 });
      expect(await records(seeded)).toEqual([]);
    } finally {
      await s.ctx.dbs.eu.exec('alter table credit_transfers drop constraint test_refuse_777');
    }
    expect((await transfer(seeded, 777, 'toOrg')).data).toMatchObject({
      workspaceBalance: 223,
      orgBalance: 1777,
    });
  });

  it('50 parallel transfers of 3 from a workspace holding 100: exactly 33 succeed, 17 are refused, nothing is lost', async () => {
    const seeded = await seedWorkspaceWithOrg({ workspaceCredits: 100 });
    const results = await Promise.all(Array.from({ length: 50 }, () => transfer(seeded, 3, 'toOrg')));

    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(33);
    expect(refused).toHaveLength(17);
    for (const r of refused) {
      expect(r.status).toBe(400);
      expect(r.error?.message).toBe(ORG_MESSAGES.notEnoughInWorkspace);
    }
    // Each success saw its own balance: 97, 94, …, 1 — never below zero, never the same twice.
    const seen = ok.map((r) => r.data.workspaceBalance).sort((a, b) => b - a);
    expect(seen).toEqual(Array.from({ length: 33 }, (_, i) => 97 - 3 * i));
    for (const r of ok) expect(r.data.workspaceBalance + r.data.orgBalance).toBe(100);

    const after = await balances(seeded);
    expect(after).toEqual({ workspace: 1, org: 99 });
    const rows = await records(seeded);
    expect(rows).toHaveLength(33);
    expect(rows.every((r) => r.amount === 3)).toBe(true);
  });

  it('25 transfers each way, interleaved and in parallel, all succeed and keep the total', async () => {
    // 50 + 50 credits and 25 × 2 each way: whatever the order, no source can run short.
    const seeded = await seedWorkspaceWithOrg({ workspaceCredits: 50, orgCredits: 50 });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => transfer(seeded, 2, i % 2 === 0 ? 'toOrg' : 'toWorkspace')),
    );
    expect(results.map((r) => r.error?.message ?? r.status)).toEqual(Array(50).fill(200));
    for (const r of results) {
      expect(r.data.workspaceBalance).toBeGreaterThanOrEqual(0);
      expect(r.data.orgBalance).toBeGreaterThanOrEqual(0);
      expect(r.data.workspaceBalance + r.data.orgBalance).toBe(100);
    }
    expect(await balances(seeded)).toEqual({ workspace: 50, org: 50 });
    const rows = await records(seeded);
    expect(rows).toHaveLength(50);
    expect(rows.filter((r) => r.amount === 2)).toHaveLength(25);
    expect(rows.filter((r) => r.amount === -2)).toHaveLength(25);
  });

  it('R-ORG-17 balances shows both sides of a transfer, to the owner only', async () => {
    const seeded = await seedWorkspaceWithOrg({ workspaceCredits: 70, orgCredits: 5 });
    const read = (cookie?: string) =>
      s.trpc<{ workspaceBalance: number | null; orgBalance: number }>(
        'query',
        'orgCredits.balances',
        { region: seeded.orgRegion, orgId: seeded.orgId },
        cookie,
      );
    expect((await read(seeded.owner.cookie)).data).toEqual({ workspaceBalance: 70, orgBalance: 5 });
    await transfer(seeded, 20, 'toOrg');
    expect((await read(seeded.owner.cookie)).data).toEqual({ workspaceBalance: 50, orgBalance: 25 });
    const stranger = await s.seedWorkspaceOwner();
    expect((await read(stranger.cookie)).error?.data.code).toBe('FORBIDDEN');
    expect((await read()).error?.data.code).toBe('UNAUTHORIZED');
    // An organisation kept in the other region than its workspace: the workspace is not there.
    const apart = await seedWorkspaceWithOrg({ workspaceCredits: 9, orgRegion: 'na' });
    const res = await s.trpc(
      'query',
      'orgCredits.balances',
      { region: 'na', orgId: apart.orgId },
      apart.owner.cookie,
    );
    expect(res.data).toEqual({ workspaceBalance: null, orgBalance: 0 });
  });
});
