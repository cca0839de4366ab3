// The foundation's thin path: sign up → New Agent from a template → embed on another origin →
// chat → the conversation is listed in the dashboard.

import { AGENT_MESSAGES } from '@parley/messages/agents';
import { expect, test } from '@playwright/test';
import { HOST_URL, SERVER_URL } from '../playwright.config';

test('R-AGC-1 R-AGC-6 R-AGC-10 R-AGC-13 sign up, create an agent, chat through the embedded widget, see the conversation', async ({
  page,
  context,
}, testInfo) => {
  const email = `owner-${Date.now()}@example.com`;

  await test.step('sign up', async () => {
    await page.goto('/signup');
    await page.getByLabel('Your name').fill('Olivia Owner');
    await page.getByLabel('Work email').fill(email);
    await page.getByLabel('Password').fill('a-long-password-1');
    await page.getByRole('button', { name: /create|sign up/i }).click();
    // R-ONB-1: a new account answers (or skips) the onboarding questions first.
    await expect(page).toHaveURL(/\/onboarding\?region=eu$/);
    await page.getByTestId('onboarding-skip').click();
    await expect(page).toHaveURL(/\/app\/eu\/agents$/);
    await expect(page.getByTestId('app-topbar')).toBeVisible();
  });

  let agentId = '';
  await test.step('create an agent from a template in the New Agent drawer', async () => {
    await page.getByTestId('agents-new-agent').click();
    const drawer = page.getByTestId('new-agent-drawer');
    await expect(drawer.getByText(AGENT_MESSAGES.drawerTitle, { exact: true })).toBeVisible();
    await expect(drawer.getByText(AGENT_MESSAGES.drawerSubtitle)).toBeVisible();
    const create = drawer.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    await drawer.getByLabel(AGENT_MESSAGES.nameLabel).fill('Bike Helper');
    await expect(create).toBeEnabled();
    await drawer.getByRole('tab', { name: 'Customer Support' }).click();
    await drawer.getByTestId('template-card-customer-support').click();
    await expect(drawer.getByTestId('template-card-customer-support').getByText('Selected')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('new-agent-drawer.png') });
    await create.click();
    await expect(page.getByText(AGENT_MESSAGES.created)).toBeVisible();
    await expect(page).toHaveURL(/\/app\/eu\/agents\/[A-Za-z0-9]{16}\/overview\?showDebugger=true$/);
    await expect(drawer).toBeHidden();
    agentId = page.url().match(/agents\/([A-Za-z0-9]{16})\//)?.[1] ?? '';
    await expect(page).toHaveTitle('Bike Helper - Agent');
    // No model is configured in this run: the settings say the built-in offline responder answers.
    await expect(page.getByTestId('responder-kind')).toHaveText('Built-in offline responder');
    await page.screenshot({ path: testInfo.outputPath('agent-overview.png') });
  });

  await test.step('a visitor chats through the widget embedded on another origin', async () => {
    const site = await context.newPage();
    await site.goto(`${HOST_URL}/?agent=${agentId}&server=${SERVER_URL}`);
    await site.getByRole('button', { name: 'Open chat' }).click();
    const chat = site.frameLocator('iframe[title="Chat"]');
    const bot = chat.locator('[data-testid="parley-message"][data-from="bot"]');
    await expect(bot.first()).toContainText('products and orders');
    const input = chat.getByRole('textbox', { name: 'Message' });
    await input.fill('Do you ship to Norway?');
    await input.press('Enter');
    await expect(chat.locator('[data-testid="parley-message"][data-from="human"]')).toHaveText(
      'Do you ship to Norway?',
    );
    await expect(bot.nth(1)).toContainText('built-in responder');
    await site.screenshot({ path: testInfo.outputPath('widget-on-host.png') });
    await site.close();
  });

  await test.step('the conversation appears in the dashboard', async () => {
    await page.goto(`/app/eu/agents/${agentId}/convos`);
    const row = page.getByTestId('conversation-row').first();
    await expect(row).toBeVisible();
    await row.click();
    await expect(page.getByTestId('transcript')).toContainText('Do you ship to Norway?');
    await page.screenshot({ path: testInfo.outputPath('conversations.png') });
  });
});

test('the widget loader is served at /embed.js for any site', async ({ request }) => {
  const res = await request.get('/embed.js');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('javascript');
  expect(res.headers()['access-control-allow-origin']).toBe('*');
});
