import { widgetFiles } from '@parley/db/schema';
import { WIDGET_FILE_MESSAGES } from '@parley/messages/widget-files';
import { startLocalS3Server } from '@parley/widget-files/testing/local-s3-server';
import { PDF, PNG, SVG } from '@parley/widget-files/testing/sample-files';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { creditsOf, multipartFile, seedWidgetAgent } from '../testing/widget-fixtures';

describe('widget uploads in S3-compatible storage', () => {
  let s: TestServer;
  let s3: Awaited<ReturnType<typeof startLocalS3Server>>;
  beforeAll(async () => {
    s3 = await startLocalS3Server({ bucket: 'parley-files', accessKeyId: 'test-access-key' });
    s = await startTestServer({
      env: {
        S3_BUCKET: 'parley-files',
        S3_ENDPOINT: s3.url,
        S3_ACCESS_KEY_ID: 'test-access-key',
        S3_SECRET_ACCESS_KEY: 'test-secret-key',
        S3_PREFIX: 'widget/',
        WIDGET_UPLOADS_PER_MINUTE: '1000',
      },
    });
  });
  afterAll(async () => {
    await s.close();
    await s3.close();
  });

  const upload = (agentId: string, userId: string, name: string, bytes: Uint8Array) =>
    s.app.inject({
      method: 'POST',
      url: `/api/agents/${agentId}/files/${userId}?component=form`,
      ...multipartFile(name, bytes),
    });

  it('R-WUP-6 puts the file in the bucket with its type and a one-year public cache, and serves it back', async () => {
    const seed = await seedWidgetAgent(s, { credits: 3 });
    const res = await upload(seed.agentId, seed.visitorId, 'quote.pdf', PDF);
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    const key = `widget/eu/${seed.agentId}/${id}`;
    const object = s3.objects.get(key);
    expect(object?.body.equals(Buffer.from(PDF))).toBe(true);
    expect(object?.contentType).toBe('application/pdf');
    expect(object?.cacheControl).toBe('public, max-age=31536000');
    const [row] = await s.ctx.dbs.eu.db.select().from(widgetFiles).where(eq(widgetFiles.id, id));
    expect(row).toMatchObject({ storage: 's3', storageKey: `eu/${seed.agentId}/${id}` });
    expect(await creditsOf(s, seed.owner.workspace.uid, 'eu')).toBe(2);

    const got = await s.app.inject({ method: 'GET', url: `/api/files/${id}` });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(Buffer.from(PDF))).toBe(true);
    expect(got.headers['content-disposition']).toBe('attachment; filename="quote.pdf"');

    // Gone from the bucket: the file is gone for visitors too.
    s3.objects.delete(key);
    expect((await s.app.inject({ method: 'GET', url: `/api/files/${id}` })).statusCode).toBe(404);
  });

  it('R-CRD-3 a refused upload leaves no object behind', async () => {
    const seed = await seedWidgetAgent(s, { credits: 0 });
    const before = s3.objects.size;
    const poor = await upload(seed.agentId, seed.visitorId, 'a.png', PNG);
    expect(poor.statusCode).toBe(402);
    expect(poor.json().detail).toBe(WIDGET_FILE_MESSAGES.noCredits);
    expect((await upload(seed.agentId, seed.visitorId, 'a.svg', SVG)).statusCode).toBe(400);
    expect(s3.objects.size).toBe(before);
    expect(s3.requests.filter((r) => r.includes(seed.agentId))).toEqual([]);
  });
});
