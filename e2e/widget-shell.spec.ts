// The shell (R-WSH): the three layouts in light and dark at phone and desktop widths, the header, test mode,
// the disabled agent and the 'Tokens Consumed' view.
import { expect, test } from '@playwright/test';
import { SERVER_URL } from '../playwright.config';
import { VIEWPORTS } from './support/screens';
import {
  botMessages,
  hostUrl,
  nativeAgent,
  openWidget,
  say,
  scriptedAgent,
  text,
  updateAgent,
} from './support/widget';

test('R-WSH-1 R-WSH-2 R-WSH-3 R-WSH-8 R-WSH-10 the default, modal and responsive layouts, light and dark, phone and desktop', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const agentId = await nativeAgent(page, {
    title: 'Acme Bikes Support',
    description: 'We usually answer in a minute',
    initMessages: ['Hi! I can help with **orders**, sizes and delivery.', 'What can I do for you?'],
    messageDelayMS: 0,
  });
  for (const theme of ['blue-light', 'blue-dark'] as const) {
    await updateAgent(page, agentId, { theme });
    for (const layout of ['default', 'modal', 'responsive'] as const) {
      for (const [name, size] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(size);
        const chat = await openWidget(page, agentId, layout, true);
        await say(chat, 'Do you deliver to Norway?');
        await expect(botMessages(chat)).toHaveCount(3);
        const box = await page.locator('parley-widget iframe').boundingBox();
        if (name === 'desktop') {
          const expected = { default: 425, modal: 825, responsive: size.width }[layout];
          expect(Math.round(box?.width ?? 0)).toBe(expected);
        } else expect(Math.round(box?.width ?? 0)).toBe(size.width);
        const header = chat.getByTestId('parley-header');
        expect(Math.round((await header.boundingBox())?.height ?? 0)).toBe(65);
        // R-WSH-8: avatar, title, description, minimize and close.
        await expect(header.locator('.avatar')).toBeVisible();
        await expect(header.getByTestId('parley-title')).toHaveText('Acme Bikes Support');
        await expect(header.getByText('We usually answer in a minute')).toBeVisible();
        await expect(header.getByRole('button', { name: 'Minimize chat' })).toBeVisible();
        await expect(header.getByRole('button', { name: 'End Chat' })).toBeVisible();
        const file = `widget-${layout}-${name}-${theme === 'blue-light' ? 'light' : 'dark'}.png`;
        await testInfo.attach(file, {
          body: await page.screenshot({ path: testInfo.outputPath(file), animations: 'disabled' }),
          contentType: 'image/png',
        });
      }
    }
  }
});

test('R-WSH-9 the header title is cut at 35 characters', async ({ page }) => {
  const title = 'Acme Bikes Customer Support and Repairs Desk';
  const agentId = await nativeAgent(page, { title });
  const chat = await openWidget(page, agentId);
  await expect(chat.getByTestId('parley-title')).toHaveText(`${title.slice(0, 35).trimEnd()}...`);
  await expect(chat.getByTestId('parley-title')).toHaveAttribute('title', title);
});

test('R-WSH-4 test mode shows Refresh and Test Voice, the latter for the native platform only', async ({
  page,
}) => {
  const native = await nativeAgent(page, { initMessages: ['Hello tester.'], messageDelayMS: 0 });
  await page.goto(`${SERVER_URL}/widget/frame.html?agentId=${native}&region=eu&test=1`);
  const bar = page.getByTestId('parley-test-bar');
  await expect(bar.getByRole('button', { name: 'Test Voice' })).toBeEnabled();
  await expect(page.getByTestId('parley-message').first()).toHaveText('Hello tester.');
  await page.getByRole('textbox', { name: 'Message' }).fill('ping');
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(page.locator('[data-testid="parley-message"][data-from="human"]')).toHaveText(['ping']);
  await bar.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.locator('[data-testid="parley-message"][data-from="human"]')).toHaveCount(0);
  await bar.getByRole('button', { name: 'Test Voice' }).click();
  await expect(page.getByTestId('parley-voice-panel')).toBeVisible();

  const { agentId: flow } = await scriptedAgent(page, { launch: [text('Flow says hi.')] });
  await page.goto(`${SERVER_URL}/widget/frame.html?agentId=${flow}&region=eu&test=1`);
  await expect(
    page.getByTestId('parley-test-bar').getByRole('button', { name: 'Test Voice' }),
  ).toBeDisabled();
});

test('R-WSH-6 a disabled agent shows the disabled view', async ({ page }) => {
  const agentId = await nativeAgent(page, { disabled: true });
  await page.goto(hostUrl(agentId));
  await page.getByRole('button', { name: 'Open chat' }).click();
  const chat = page.frameLocator('iframe[title="Chat"]');
  await expect(chat.getByTestId('parley-disabled')).toHaveText(/This agent is not available right now\./);
});

test("R-WSH-7 used-up tokens show 'Tokens Consumed', 'Please contact us ASAP' and 'Close'", async ({
  page,
}, testInfo) => {
  const agentId = await nativeAgent(page);
  await updateAgent(page, agentId, { maxTokensUsage: 5, tokensUsage: 5 });
  await page.goto(hostUrl(agentId));
  await page.getByRole('button', { name: 'Open chat' }).click();
  const chat = page.frameLocator('iframe[title="Chat"]');
  const view = chat.getByTestId('parley-tokens-consumed');
  await expect(view.getByRole('heading', { name: 'Tokens Consumed' })).toBeVisible();
  await expect(view.getByText('Please contact us ASAP')).toBeVisible();
  await testInfo.attach('tokens-consumed.png', { body: await page.screenshot(), contentType: 'image/png' });
  await view.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.locator('parley-widget iframe')).toBeHidden();
});
