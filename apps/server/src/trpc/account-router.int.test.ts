// The shell's account extras (R-SHL-5, R-SHL-7, R-SHL-8, billing page) and the public site (R-MKT-*).
import { creditTransfers, usageLogs, workspaces } from '@parley/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

interface Summary {
  userId: string;
  doubleAccount: { duplicate: boolean; hidden: boolean; regions: string[] };
  branding: { showPricing: boolean };
  loadTokens: number;
  joinedAt: number;
  hasSubscription: boolean;
}

describe('account procedures', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({
      env: {
        SHOW_PRICING: 'false',
        OPERATOR_NAME: 'Acme Hosting',
        LINK_DOCS_URL: 'https://docs.acme.example',
      },
    });
  });
  afterAll(() => s.close());

  it('R-SHL-7 R-SHL-8 the same e-mail in both regions is a duplicate until the workspace hides the warning', async () => {
    const email = `twice-${Date.now()}@example.com`;
    const eu = await s.seedWorkspaceOwner({ email, region: 'eu' });
    const single = await s.seedWorkspaceOwner();
    expect((await s.trpc<Summary>('query', 'account.summary', {}, eu.cookie)).data.doubleAccount).toEqual({
      duplicate: false,
      hidden: false,
      regions: ['eu'],
    });
    const na = await s.seedWorkspaceOwner({ email: email.toUpperCase(), region: 'na' });
    const before = (await s.trpc<Summary>('query', 'account.summary', {}, na.cookie)).data;
    expect(before.doubleAccount).toEqual({ duplicate: true, hidden: false, regions: ['eu', 'na'] });

    // Only the person's own workspace, in its own region, can be changed.
    for (const input of [
      { userId: single.user.uid, bucket: 'eu' },
      { userId: na.user.uid, bucket: 'eu' },
    ]) {
      const refused = await s.trpc('mutation', 'account.hideDoubleAccountWarning', input, na.cookie);
      expect(refused.error?.data.code).toBe('FORBIDDEN');
    }
    expect(
      (await s.trpc('mutation', 'account.hideDoubleAccountWarning', { userId: na.user.uid, bucket: 'na' }))
        .error?.data.code,
    ).toBe('UNAUTHORIZED');
    const hidden = await s.trpc(
      'mutation',
      'account.hideDoubleAccountWarning',
      { userId: na.user.uid, bucket: 'na' },
      na.cookie,
    );
    expect(hidden.data).toEqual({ success: true });
    const [row] = await s.ctx.dbs.na.db.select().from(workspaces).where(eq(workspaces.uid, na.user.uid));
    expect(row?.doc.doubleAccountWarningHidden).toBe(true);
    expect((await s.trpc<Summary>('query', 'account.summary', {}, na.cookie)).data.doubleAccount.hidden).toBe(
      true,
    );
    // The other region's workspace still shows it until dismissed there.
    expect(
      (await s.trpc<Summary>('query', 'account.summary', {}, eu.cookie)).data.doubleAccount,
    ).toMatchObject({ duplicate: true, hidden: false });
  });

  it('R-SHL-5 R-SHL-11 gives the shell the balance, join time, subscription and branding showPricing', async () => {
    const owner = await s.seedWorkspaceOwner();
    const summary = (await s.trpc<Summary>('query', 'account.summary', {}, owner.cookie)).data;
    expect(summary).toMatchObject({
      loadTokens: 1000,
      hasSubscription: false,
      branding: { showPricing: false },
    });
    expect(Math.abs(summary.joinedAt - Date.now() / 1000)).toBeLessThan(60);
  });

  it('billing shows the credit balance, recent usage and credit transfers of the workspace only', async () => {
    const owner = await s.seedWorkspaceOwner();
    const other = await s.seedWorkspaceOwner();
    const db = s.ctx.dbs.eu.db;
    await db.insert(usageLogs).values([
      {
        workspaceId: owner.workspace.uid,
        agentId: 'a1',
        amount: 2,
        direction: 'decrease',
        causedBy: 'llm',
        modelId: 'gpt-4o',
        timestamp: 1000,
      },
      {
        workspaceId: other.workspace.uid,
        agentId: 'a2',
        amount: 9,
        direction: 'decrease',
        causedBy: 'llm',
        timestamp: 1001,
      },
    ]);
    await db
      .insert(creditTransfers)
      .values({ workspaceId: owner.workspace.uid, orgId: 'org1', amount: 50, actor: 'x', timestamp: 2000 });
    const billing = await s.trpc<{ loadTokens: number; usage: unknown[]; transfers: unknown[] }>(
      'query',
      'account.billing',
      {},
      owner.cookie,
    );
    expect(billing.data).toMatchObject({
      loadTokens: 1000,
      usage: [{ agentId: 'a1', amount: 2, direction: 'decrease', modelId: 'gpt-4o' }],
      transfers: [{ orgId: 'org1', amount: 50 }],
    });
    expect((await s.trpc('query', 'account.billing', {})).error?.data.code).toBe('UNAUTHORIZED');
  });

  it('R-MKT-2 R-MKT-5 the public site: links set by the operator, legal pages and pricing, without signing in', async () => {
    const config = await s.trpc<{ operatorName: string; links: Record<string, string | null> }>(
      'query',
      'site.config',
      {},
    );
    expect(config.data).toMatchObject({
      operatorName: 'Acme Hosting',
      links: { affiliates: null, docs: 'https://docs.acme.example', discord: null },
    });
    const page = await s.trpc<{ title: string; html: string }>('query', 'site.legalPage', { slug: 'about' });
    expect(page.data.title).toBe('About this service');
    expect(page.data.html).toContain('Acme Hosting');
    expect((await s.trpc('query', 'site.legalPage', { slug: '../../secret' })).error?.data.code).toBe(
      'NOT_FOUND',
    );
    const pricing = await s.trpc<{ plans: Array<{ price: number }> }>('query', 'site.pricing', {});
    expect(pricing.data.plans[0]?.price).toBe(0);
  });
});
