import { readEnv } from '@parley/config/env';
import { kbChunks, kbDocuments } from '@parley/db/schema';
import { createTestDataContext } from '@parley/db/testing/test-databases';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { URL_MESSAGES } from '../infrastructure/address-policy';
import { htmlPage, type LocalSite, startLocalSite } from '../testing/local-site';
import { seedOwnedAgent } from '../testing/seed-knowledge';
import { createUrlSources } from './create-source';
import { knowledgeOptionsFromEnv } from './knowledge-options';
import { createKnowledgeService, type KnowledgeService } from './knowledge-service';
import { getKbDocument } from './read-documents';

describe('URL sources and refresh', () => {
  let ctx: Awaited<ReturnType<typeof createTestDataContext>>;
  let kb: KnowledgeService;
  let site: LocalSite;
  beforeAll(async () => {
    ctx = await createTestDataContext();
    kb = createKnowledgeService(
      ctx,
      knowledgeOptionsFromEnv(readEnv({ NODE_ENV: 'test' }), {
        allowPrivateNetwork: true,
        crawlMaxPages: 10,
      }),
    );
    site = await startLocalSite({
      '/robots.txt': 'User-agent: *\nDisallow: /secret\n',
      '/': htmlPage('Home', 'Welcome to the kettle shop.', [
        '/delivery',
        '/secret',
        'https://elsewhere.example/x',
      ]),
      '/delivery': htmlPage('Delivery', 'Parcels to Iceland take twelve days.', ['/']),
      '/secret': htmlPage('Secret', 'The staff discount code is HUSH.'),
      '/sitemap.xml': `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>SITE/delivery</loc></url><url><loc>SITE/secret</loc></url></urlset>`,
    });
    site.pages.set('/sitemap.xml', (site.pages.get('/sitemap.xml') ?? '').replaceAll('SITE', site.url));
  });
  afterAll(async () => {
    await site.close();
    await ctx.close();
  });

  it('crawls the same site, honouring robots.txt, with page URLs and titles on passages', async () => {
    const agent = await seedOwnedAgent(ctx);
    const target = { ...agent, principal: agent.owner };
    const { ids } = await createUrlSources(kb, target, { urls: [`${site.url}/`], crawl: true });
    await kb.idle();
    const doc = await getKbDocument(ctx, target, ids[0] as string);
    expect(doc).toMatchObject({ status: 'SUCCESS', sourceType: 'url', contentURL: `${site.url}/` });
    expect(site.hits).not.toContain('/secret');
    expect(doc.content).toContain('Iceland');
    expect(doc.content).not.toContain('scriptword');
    const [hit] = await kb.retrieve({
      region: 'eu',
      agentId: agent.agentId,
      query: 'parcels to iceland',
      limit: 1,
    });
    expect(hit).toMatchObject({
      url: `${site.url}/delivery`,
      description: 'Delivery',
      docName: `${site.url}/`,
    });
    expect(
      await kb.retrieve({ region: 'eu', agentId: agent.agentId, query: 'discount code', limit: 3 }),
    ).toEqual([]);
  });

  it('reads every allowed page of a sitemap; a single page stays a single page', async () => {
    const agent = await seedOwnedAgent(ctx);
    const target = { ...agent, principal: agent.owner };
    const { ids } = await createUrlSources(kb, target, { urls: [`${site.url}/sitemap.xml`, `${site.url}/`] });
    await kb.idle();
    const sitemap = await getKbDocument(ctx, target, ids[0] as string);
    expect(sitemap.status).toBe('SUCCESS');
    expect(sitemap.content).toContain('Iceland');
    expect(sitemap.content).not.toContain('HUSH');
    const page = await getKbDocument(ctx, target, ids[1] as string);
    expect(page.content).toContain('Welcome');
    expect(page.content).not.toContain('Iceland');
  });

  it('a missing page ends in ERROR with the reason; private addresses are refused unless allowed', async () => {
    const agent = await seedOwnedAgent(ctx);
    const target = { ...agent, principal: agent.owner };
    const { ids } = await createUrlSources(kb, target, { urls: [`${site.url}/nowhere`] });
    await kb.idle();
    expect(await getKbDocument(ctx, target, ids[0] as string)).toMatchObject({
      status: 'ERROR',
      error: `"${site.url}/nowhere" answered HTTP 404.`,
    });
    const strict = createKnowledgeService(ctx, { ...kb.options, allowPrivateNetwork: false });
    await expect(createUrlSources(strict, target, { urls: [`${site.url}/`] })).rejects.toThrow(
      URL_MESSAGES.privateAddress(`${site.url}/`),
    );
    await expect(createUrlSources(strict, target, { urls: ['ftp://example.com/file'] })).rejects.toThrow(
      URL_MESSAGES.invalid('ftp://example.com/file'),
    );
  });

  it('a due refresh re-indexes only when the content changed', async () => {
    const agent = await seedOwnedAgent(ctx);
    const target = { ...agent, principal: agent.owner };
    site.pages.set('/news', htmlPage('News', 'The spring sale starts on Monday.'));
    const { ids } = await createUrlSources(kb, target, { urls: [`${site.url}/news`], refreshRate: '1h' });
    const id = ids[0] as string;
    await kb.idle();
    const first = await getKbDocument(ctx, target, id);
    expect(first).toMatchObject({ status: 'SUCCESS', withRefresh: true, refreshRate: '1h' });
    expect(first.nextRefreshTS).toBe((first.lastRefreshTS ?? 0) + 3_600_000);
    const db = ctx.dbs.eu.db;

    // Not due yet: nothing happens.
    expect(await kb.sweep(Date.now())).toBe(0);

    // Due, same content: the chunks stay, only the refresh times move.
    await db.update(kbDocuments).set({ nextRefreshTS: 1 }).where(eq(kbDocuments.id, id));
    expect(await kb.sweep(Date.now())).toBe(1);
    await kb.idle();
    const same = await getKbDocument(ctx, target, id);
    expect(same.chunks).toEqual(first.chunks);
    expect(same.status).toBe('SUCCESS');
    expect(same.lastRefreshTS).toBeGreaterThanOrEqual(first.lastRefreshTS ?? 0);
    expect(same.nextRefreshTS).toBe((same.lastRefreshTS ?? 0) + 3_600_000);

    // Due, new content: chunks replaced.
    site.pages.set('/news', htmlPage('News', 'The summer sale starts on Friday.'));
    await db.update(kbDocuments).set({ nextRefreshTS: 1 }).where(eq(kbDocuments.id, id));
    await kb.sweep(Date.now());
    await kb.idle();
    const changed = await getKbDocument(ctx, target, id);
    expect(changed.chunks).not.toEqual(first.chunks);
    const texts = (await db.select().from(kbChunks).where(eq(kbChunks.documentId, id))).map((c) => c.text);
    expect(texts.join(' ')).toContain('summer sale');
    expect(texts.join(' ')).not.toContain('spring');
  });

  it('resumes documents a stopped server left INITIALIZED or PENDING', async () => {
    const agent = await seedOwnedAgent(ctx);
    const target = { ...agent, principal: agent.owner };
    // A service whose queue never ran (as if the process died right after the request).
    const dead = createKnowledgeService(ctx, kb.options);
    const { ids } = await createUrlSources({ ...dead, enqueue: () => undefined }, target, {
      urls: [`${site.url}/delivery`],
    });
    expect((await getKbDocument(ctx, target, ids[0] as string)).status).toBe('INITIALIZED');
    expect(await kb.sweep()).toBeGreaterThanOrEqual(1);
    await kb.idle();
    expect((await getKbDocument(ctx, target, ids[0] as string)).status).toBe('SUCCESS');
  });
});
