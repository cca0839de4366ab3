// The banner (R-WCV-1, R-WCV-2) with the team's avatars from safe-data (R-WCV-5), and a quick upload from
// the footer end to end (R-WUP-4, R-WUP-8, R-WUP-10, R-WUP-11): progress, the intent with the file's
// address, the success notice, and one credit taken from the workspace.
import { expect, test } from '@playwright/test';
import { SERVER_URL } from '../playwright.config';
import { trpcPost } from './support/clients';
import { signInDemo } from './support/session';
import { nativeAgent, openWidget } from './support/widget';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const summary = async (page: import('@playwright/test').Page) => {
  const res = await page.request.get('/api/trpc/account.summary');
  expect(res.ok()).toBe(true);
  return (await res.json()).result.data as { loadTokens: number };
};

test('R-WCV-1 R-WCV-2 R-WCV-5 the banner shows the image, the title, the description cut at 350 and the online team', async ({
  page,
}) => {
  const description = `${'Bikes, parts and repairs. '.repeat(20)}THE END`;
  await signInDemo(page);
  const uploaded = await page.request.post('/api/uploads?purpose=image', {
    multipart: { file: { name: 'banner.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(uploaded.ok()).toBe(true);
  const bannerImageUrl = new URL((await uploaded.json()).url, SERVER_URL).toString();
  const agentId = await nativeAgent(page, { title: 'Bike Helper', description, bannerImageUrl });
  await trpcPost(page, 'notifications.setStatus', { status: 'online' });
  const safeData = await page.request.get(`/api/vg/${agentId}/safe-data`);
  expect(safeData.ok()).toBe(true);
  const { orgUsers } = (await safeData.json()) as { orgUsers: { squarePhotoURL?: string; status: string }[] };
  expect(orgUsers.some((u) => u.status === 'online')).toBe(true);

  const chat = await openWidget(page, agentId, undefined, true);
  const banner = chat.getByTestId('parley-banner');
  await expect(banner.locator('.banner__title')).toHaveText('Bike Helper');
  await expect(banner.locator('img.banner__image')).toHaveCount(1);
  const shown = (await banner.locator('.banner__description').textContent()) ?? '';
  expect(shown).not.toContain('THE END');
  expect(shown.replace(/…$|\.\.\.$/, '').length).toBeLessThanOrEqual(350);
  expect(description.startsWith(shown.replace(/…$|\.\.\.$/, '').trimEnd())).toBe(true);
  const team = chat.getByTestId('parley-team');
  await expect(team).toBeVisible();
  await expect(team.getByRole('img', { name: 'Online' }).first()).toBeVisible();
});

test('R-WUP-4 R-WUP-8 R-WUP-10 R-WUP-11 a quick upload shows its progress, sends VG_MEDIA_UPLOAD with the file and costs one credit', async ({
  page,
}) => {
  const agentId = await nativeAgent(page, { enableQuickFileUpload: true });
  const before = (await summary(page)).loadTokens;
  // The intent goes over the socket or, for actions, the interaction call: both are watched.
  const sent: string[] = [];
  page.on('websocket', (ws) => ws.on('framesent', (f) => sent.push(String(f.payload))));
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/interact/')) sent.push(r.postData() ?? '');
  });

  const chat = await openWidget(page, agentId, undefined, true);
  // Every state the progress line shows (idle → uploading with a percentage → done), however brief.
  const frame = page.frames().find((f) => f.url().includes('/widget'));
  if (!frame) throw new Error('no widget frame');
  await frame.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const el = document.querySelector('[data-testid="parley-upload-progress"]');
      if (el?.textContent && seen.at(-1) !== el.textContent) seen.push(el.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const png = PNG;
  await chat
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
  await expect(chat.getByTestId('parley-notice').last()).toHaveText('Uploaded file successfully.');
  await expect(chat.getByTestId('parley-upload-progress')).toHaveCount(0);
  const progress = await frame.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
  expect(progress.length).toBeGreaterThan(0);
  expect(progress.every((t) => /\d+\s?%/.test(t))).toBe(true);
  await expect(chat.locator('[data-testid="parley-message"][data-from="human"]')).toHaveText(['receipt.png']);

  await expect.poll(() => sent.find((f) => f.includes('VG_MEDIA_UPLOAD')) ?? '').toContain('vg_media_url');
  const url = (sent.find((f) => f.includes('VG_MEDIA_UPLOAD')) ?? '').match(
    /https?:[^"]+\/api\/files\/[^"]+/,
  )?.[0];
  expect(url).toBeTruthy();
  const file = await page.request.get(url as string);
  expect(file.ok()).toBe(true);
  expect(Buffer.from(await file.body()).equals(png)).toBe(true);

  expect((await summary(page)).loadTokens).toBe(before - 1);
});
