import { clientUsers, organisations } from '@parley/db/schema';
import { createTestDataContext } from '@parley/db/testing/test-databases';
import { AppError } from '@parley/kernel/errors';
import { ORG_MESSAGES } from '@parley/messages/organisations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeUnlessEmailTaken } from './client-rules';

describe('writeUnlessEmailTaken', () => {
  let ctx: Awaited<ReturnType<typeof createTestDataContext>>;
  beforeAll(async () => {
    ctx = await createTestDataContext();
  });
  afterAll(() => ctx.close());

  const client = (id: string, orgId: string, email: string) => ({
    id,
    orgId,
    ownerID: 'OwnerWorkspace1',
    email,
    name: id,
    passwordHash: 'x',
    passwordChangedAt: 0,
    canAccess: ['/home'],
    createdAt: 0,
    lastModified: 0,
  });

  it('R-ORG-5 a write losing the race on the unique e-mail index gets the winner’s organisation', async () => {
    const { db } = ctx.dbs.eu;
    for (const id of ['OrgWinner', 'OrgLoser']) {
      await db
        .insert(organisations)
        .values({ id, ownerID: 'OwnerWorkspace1', name: id, createdAt: 0, lastModified: 0 });
    }
    await db.insert(clientUsers).values(client('ClientWinner001', 'OrgWinner', 'race@example.com'));
    const lost = writeUnlessEmailTaken(ctx, 'eu', 'Race@Example.com', () =>
      db.transaction((tx) =>
        tx.insert(clientUsers).values(client('ClientLoser0001', 'OrgLoser', 'Race@Example.com')),
      ),
    );
    await expect(lost).rejects.toEqual(new AppError('CONFLICT', ORG_MESSAGES.clientExists('OrgWinner')));
    await expect(lost).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await db.select().from(clientUsers)).toHaveLength(1);
  });

  it('other errors pass through untouched', async () => {
    const boom = new Error('boom');
    await expect(
      writeUnlessEmailTaken(ctx, 'eu', 'x@example.com', async () => {
        throw boom;
      }),
    ).rejects.toBe(boom);
  });
});
