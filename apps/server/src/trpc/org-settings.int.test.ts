import type { TOrganisation, TOrgWithClients } from '@parley/contract/organisations';
import { organisations, workspaces } from '@parley/db/schema';
import { ORG_MESSAGES } from '@parley/messages/organisations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

type Owner = Awaited<ReturnType<TestServer['seedWorkspaceOwner']>>;

describe('organisation settings (orgs.update, orgs.get): billing, tags, canned responses', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const create = async (owner: Owner) =>
    (await s.trpc<TOrganisation>('mutation', 'orgs.create', {}, owner.cookie)).data;
  const update = (owner: Owner, orgId: string, patch: object) =>
    s.trpc<TOrganisation>('mutation', 'orgs.update', { orgId, patch }, owner.cookie);
  const get = async (owner: Owner, orgId: string) =>
    (await s.trpc<TOrgWithClients>('query', 'orgs.get', { orgId }, owner.cookie)).data;
  const storedOrg = async (id: string) =>
    (await s.ctx.dbs.eu.db.select().from(organisations).where(eq(organisations.id, id)))[0];
  const setConnected = (owner: Owner, isConnected: boolean) =>
    s.ctx.dbs.eu.db
      .update(workspaces)
      .set({ doc: { stripeConnect: { isConnected } } })
      .where(eq(workspaces.uid, owner.workspace.uid));

  it('R-ORG-13 billing cannot be enabled until the payment-connect account is connected; nothing is written', async () => {
    const owner = await s.seedWorkspaceOwner();
    const org = await create(owner);
    expect((await get(owner, org.ID)).paymentConnected).toBe(false);
    const before = await storedOrg(org.ID);

    const refused = await update(owner, org.ID, { allowBilling: true, name: 'Changed too' });
    expect(refused.status).toBe(403);
    expect(refused.error).toMatchObject({
      message: ORG_MESSAGES.billingNeedsPaymentConnect,
      data: { code: 'FORBIDDEN' },
    });
    expect(await storedOrg(org.ID)).toEqual(before);

    await setConnected(owner, true);
    expect((await get(owner, org.ID)).paymentConnected).toBe(true);
    const ok = await update(owner, org.ID, { allowBilling: true });
    expect(ok.status).toBe(200);
    expect(ok.data.allowBilling).toBe(true);
  });

  it('R-ORG-13 after a disconnect, billing stays saveable with other fields and can be switched off', async () => {
    const owner = await s.seedWorkspaceOwner();
    const org = await create(owner);
    await setConnected(owner, true);
    expect((await update(owner, org.ID, { allowBilling: true })).status).toBe(200);
    await setConnected(owner, false);
    const kept = await update(owner, org.ID, { allowBilling: true, name: 'Still billed' });
    expect(kept.status).toBe(200);
    expect(kept.data).toMatchObject({ name: 'Still billed', allowBilling: true });
    const off = await update(owner, org.ID, { allowBilling: false });
    expect(off.data.allowBilling).toBe(false);
    const again = await update(owner, org.ID, { allowBilling: true });
    expect(again.error?.message).toBe(ORG_MESSAGES.billingNeedsPaymentConnect);
  });

  it('R-ORG-13 another workspace’s connected account does not count', async () => {
    const owner = await s.seedWorkspaceOwner();
    const other = await s.seedWorkspaceOwner();
    await setConnected(other, true);
    const org = await create(owner);
    const res = await update(owner, org.ID, { allowBilling: true });
    expect(res.error?.data.code).toBe('FORBIDDEN');
  });

  it('R-ORG-12 predefined tags are trimmed and de-duplicated; canned responses are stored on the document', async () => {
    const owner = await s.seedWorkspaceOwner();
    const org = await create(owner);
    const res = await update(owner, org.ID, {
      predefinedTags: [' vip ', 'VIP', '', 'billing'],
      disallowAnyTags: true,
      cannedResponses: [
        { shortCode: '/hours', content: ' We are open 9 to 5. ' },
        { shortCode: 'refund', content: 'Refunds take 5 days.' },
      ],
      settings: { enableCannedResponses: true },
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      predefinedTags: ['vip', 'billing'],
      disallowAnyTags: true,
      cannedResponses: [
        { shortCode: 'hours', content: 'We are open 9 to 5.' },
        { shortCode: 'refund', content: 'Refunds take 5 days.' },
      ],
      settings: { enableCannedResponses: true },
    });
    // A later save replaces the list (arrays are not merged).
    const replaced = await update(owner, org.ID, {
      cannedResponses: [{ shortCode: 'hi', content: 'Hello!' }],
    });
    expect(replaced.data.cannedResponses).toEqual([{ shortCode: 'hi', content: 'Hello!' }]);
  });

  it('R-ORG-12 incomplete or repeated canned responses are refused and nothing is written', async () => {
    const owner = await s.seedWorkspaceOwner();
    const org = await create(owner);
    const before = await storedOrg(org.ID);
    for (const [list, message] of [
      [[{ shortCode: 'hi', content: ' ' }], ORG_MESSAGES.cannedResponseIncomplete],
      [
        [
          { shortCode: 'hi', content: 'a' },
          { shortCode: 'HI', content: 'b' },
        ],
        ORG_MESSAGES.cannedResponseDuplicate('HI'),
      ],
    ] as const) {
      const res = await update(owner, org.ID, { name: 'Nope', cannedResponses: list });
      expect(res.error).toMatchObject({ message, data: { code: 'BAD_REQUEST' } });
    }
    const tooLong = await update(owner, org.ID, {
      cannedResponses: [{ shortCode: 'x', content: 'y'.repeat(2001) }],
    });
    expect(tooLong.error?.data.code).toBe('BAD_REQUEST');
    expect(await storedOrg(org.ID)).toEqual(before);
  });
});
