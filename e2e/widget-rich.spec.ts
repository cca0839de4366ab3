// jsx, Embed / iFrame, named extensions and Flowise (R-WMK-1, R-WMK-4): author content runs in an
// opaque-origin sandbox, never in the widget's own context.
import { expect, test } from '@playwright/test';
import { HOST_URL } from '../playwright.config';
import { botMessages, openWidget, scriptedAgent, vfRequests } from './support/widget';

test('R-WMK-1 jsx runs sandboxed: its script works inside, cannot reach the widget', async ({ page }) => {
  const jsx =
    '<div className="box"><p id="out">pending</p><script>' +
    'var where; try { where = parent.document ? "reached the widget" : "?"; } catch (e) { where = "isolated"; }' +
    'document.getElementById("out").textContent = "ran: " + where; window.top.__xss = 1;</script></div>';
  const { agentId } = await scriptedAgent(page, { launch: [{ type: 'jsx', payload: { jsx } }] });
  const chat = await openWidget(page, agentId);
  const sandbox = chat.locator('iframe[data-testid="parley-jsx"]');
  await expect(sandbox).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(chat.frameLocator('iframe[data-testid="parley-jsx"]').locator('#out')).toHaveText(
    'ran: isolated',
  );
  const frame = page.frames().find((f) => f.url().includes('/widget/frame.html'));
  expect(await frame?.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
});

test('R-WMK-1 Embed and iFrame show a page of another origin in a sandboxed frame', async ({ page }) => {
  const { agentId } = await scriptedAgent(page, {
    launch: [
      { type: 'Embed', payload: { url: `${HOST_URL}/fixtures/page`, height: 200 } },
      { type: 'iFrame', payload: { url: 'javascript:alert(1)' } },
    ],
  });
  const chat = await openWidget(page, agentId);
  const embeds = chat.locator('iframe[data-testid="parley-embed"]');
  await expect(embeds).toHaveCount(1);
  await expect(embeds).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-forms');
  await expect(
    chat.frameLocator('iframe[data-testid="parley-embed"]').getByRole('heading', { name: 'Size guide' }),
  ).toBeVisible();
});

test('R-WMK-4 a named extension renders its message in the sandbox and answers with complete', async ({
  page,
}) => {
  const html =
    '<p>Weather for <b id="city"></b></p><button id="pick">Use this city</button><script>' +
    'document.getElementById("city").textContent = parley.payload.city;' +
    'document.getElementById("pick").onclick = function () { parley.complete({ city: parley.payload.city }); };</script>';
  const { agentId, key } = await scriptedAgent(
    page,
    {
      launch: [{ type: 'Weather', payload: { city: 'Oslo' } }],
      replies: [{ type: 'complete', traces: [{ type: 'text', payload: { message: 'Oslo it is.' } }] }],
    },
    { extensions: [{ name: 'Weather', html }] },
  );
  const chat = await openWidget(page, agentId);
  const extension = chat.frameLocator('iframe[data-testid="parley-extension"]');
  await expect(extension.locator('#city')).toHaveText('Oslo');
  await extension.getByRole('button', { name: 'Use this city' }).click();
  await expect(botMessages(chat).last()).toHaveText('Oslo it is.');
  expect((await vfRequests(page, key)).at(-1)?.action).toEqual({
    type: 'complete',
    payload: { city: 'Oslo' },
  });
});

test('R-WMK-1 a Flowise reply shows its markdown and the documents it cites', async ({ page }) => {
  const { agentId } = await scriptedAgent(page, {
    launch: [
      {
        type: 'Flowise',
        payload: {
          text: 'Our **warranty** lasts 5 years.',
          sourceDocuments: [
            { metadata: { source: 'https://docs.example/warranty', title: 'Warranty guide' } },
          ],
        },
      },
    ],
  });
  const chat = await openWidget(page, agentId);
  const reply = chat.getByTestId('parley-flowise');
  await expect(reply.locator('strong')).toHaveText('warranty');
  await expect(reply.getByRole('link', { name: 'Warranty guide' })).toHaveAttribute(
    'href',
    'https://docs.example/warranty',
  );
});
