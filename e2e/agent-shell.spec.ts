// The agent page shell: tabs by the visibility rules, customize-tabs, tab-click analytics, search,
// the agent top bar (switcher, Demo, Website Script, Test, menu), and screenshots of each page.
import { SEARCH_MESSAGES } from '@parley/messages/versions';
import { expect, test } from '@playwright/test';
import { captureAcross } from './support/screens';
import { createAgent, signInDemo } from './support/session';

const trpcGet = async (page: import('@playwright/test').Page, path: string, input: unknown) =>
  (
    await (
      await page.request.get(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`)
    ).json()
  ).result.data;

test('R-APS-2 R-APS-3 R-APS-6 R-APS-10 R-APS-12 R-APS-14 tabs follow the rules, can be hidden, and clicks are recorded', async ({
  page,
}) => {
  const { workspaceSecret } = await signInDemo(page);
  const plain = await createAgent(page, workspaceSecret, { title: 'Plain Desk' });
  const flow = await createAgent(page, workspaceSecret, { title: 'Flow Desk', enableNodes: true });

  await page.goto(`/app/eu/agents/${plain}/overview`);
  await expect(page).toHaveTitle('Plain Desk - Agent');
  const tabNames = page.getByRole('tab');
  // R-APS-3 order; R-APS-6: no Home for workspace users, Tools without nodes, no Prompt/Canvas.
  await expect(tabNames).toHaveText(['Design', 'Conversations', 'Knowledge', 'Settings', 'Tools']);

  await page.goto(`/app/eu/agents/${flow}/overview`);
  await expect(tabNames).toHaveText(['Design', 'Conversations', 'Knowledge', 'Settings', 'Prompt', 'Canvas']);

  // R-APS-10: hide Knowledge; it stays hidden after a reload (agentHiddenTabs in this browser).
  await page.getByTestId('customize-tabs').click();
  await page.getByRole('checkbox', { name: 'Knowledge' }).uncheck();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tab', { name: 'Knowledge' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Knowledge' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('agentHiddenTabs'))).toContain('kb');
  await page.getByTestId('customize-tabs').click();
  await page.getByRole('checkbox', { name: 'Knowledge' }).check();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tab', { name: 'Knowledge' })).toHaveCount(1);

  // R-APS-12: each click is recorded; R-APS-14: the page starts at the top.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page).toHaveURL(new RegExp(`/agents/${flow}/settings`));
  await page.getByRole('tab', { name: 'Knowledge' }).click();
  await page.getByRole('tab', { name: 'Settings' }).click();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect
    .poll(async () => trpcGet(page, 'analytics.tabClicks', { region: 'eu', agentId: flow }))
    .toEqual(
      expect.arrayContaining([
        { tab: 'settings', count: 2 },
        { tab: 'kb', count: 1 },
      ]),
    );

  // An unknown tab 404s; a known tab that is not built yet opens the Design tab.
  await page.goto(`/app/eu/agents/${flow}/voice`);
  await expect(page).toHaveURL(new RegExp(`/agents/${flow}/overview`));
  await page.goto(`/app/eu/agents/${flow}/nonsense`);
  await expect(page).toHaveURL(/\/404$/);
});

test('R-SRC-1 R-SRC-2 R-SRC-3 R-SRC-4 R-SRC-7 search finds a field’s sub-tab and navigates to a strong match', async ({
  page,
}, testInfo) => {
  const { workspaceSecret } = await signInDemo(page);
  const agentId = await createAgent(page, workspaceSecret, { title: 'Searchable Desk' });
  await page.goto(`/app/eu/agents/${agentId}/overview`);
  await page.waitForTimeout(1100); // R-SRC-7: no auto-navigation within 1 s of a page change

  const box = page.getByTestId('agent-search').first();
  await box.click();
  await box.fill('zzqx');
  await expect(page.getByTestId('agent-search-empty')).toHaveText(SEARCH_MESSAGES.noResults);

  await box.fill('handoff timeout');
  await expect(page.getByTestId('agent-search-pending')).toHaveText(SEARCH_MESSAGES.searching);
  const top = page.getByTestId('agent-search-result').first();
  await expect(top).toHaveAttribute('data-target', 'settings?tab=handoff');
  await expect(top).toContainText(SEARCH_MESSAGES.strong);
  await testInfo.attach('search-results.png', { body: await page.screenshot(), contentType: 'image/png' });
  // A strong top match with the box focused navigates by itself.
  await expect(page).toHaveURL(new RegExp(`/agents/${agentId}/settings\\?tab=handoff`));
  await expect(page.getByTestId('settings-field-vgOptions.handoffTimeout')).toBeVisible();

  // A weaker match waits for a choice; at most five results.
  await box.click();
  await box.fill('sound');
  const results = page.getByTestId('agent-search-result');
  await expect(results.first()).toBeVisible();
  expect(await results.count()).toBeLessThanOrEqual(5);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/settings\?tab=notifications/);
});

test('R-APS-18 R-APS-19 R-WSP-6 the agent top bar: switcher newest first, Demo, Website Script, Test, menu', async ({
  page,
}, testInfo) => {
  const { workspaceSecret } = await signInDemo(page);
  const older = await createAgent(page, workspaceSecret, { title: 'Older Desk' });
  await page.waitForTimeout(1100); // lastModified is in unix seconds
  const newer = await createAgent(page, workspaceSecret, { title: 'Newer Desk' });
  await page.goto(`/app/eu/agents/${older}/kb`);

  await page.getByTestId('agent-switcher').click();
  const items = page.getByTestId('agent-switcher-item');
  await expect(items.first()).toContainText('Newer Desk');
  await items.first().click();
  await expect(page).toHaveURL(new RegExp(`/agents/${newer}/kb`));

  await expect(page.getByTestId('demo-link')).toHaveAttribute('href', `/app/eu/prototype?vg_id=${newer}`);
  await page.getByTestId('website-script-button').click();
  await expect(page.getByRole('dialog', { name: 'Website Script' })).toContainText(
    `data-agent-id="${newer}"`,
  );
  await page.keyboard.press('Escape');

  await page.getByTestId('agent-menu').click();
  for (const name of [
    'Website Script',
    'Connect to Number',
    'WhatsApp',
    'Discord',
    'Telegram',
    'Instagram',
    'Messenger',
  ])
    await expect(page.getByRole('menuitem', { name })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Version History/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // R-APS-13: Test opens the debugger in test mode; a message shows in the runtime log.
  await page.getByTestId('test-toggle').check();
  await expect(page).toHaveURL(/test=true/);
  const frame = page.frameLocator('[data-testid="debugger-panel"] iframe');
  await frame.getByLabel('Message').fill('hello there');
  await frame.getByLabel('Message').press('Enter');
  await expect(page.getByTestId('debugger-log-entry').first()).toBeVisible();
  await testInfo.attach('debugger.png', { body: await page.screenshot(), contentType: 'image/png' });

  // The Demo link's page shows the agent in the real widget, without the dashboard.
  await page.goto(`/app/eu/prototype?vg_id=${newer}`);
  await expect(page.getByRole('heading', { name: 'Newer Desk' })).toBeVisible();
  await expect(page.locator('iframe[src*="/widget/frame.html"]')).toBeVisible();
});

test('issue 5 pages at phone and desktop widths, light and dark', async ({ page }, testInfo) => {
  const { workspaceSecret } = await signInDemo(page);
  const agentId = await createAgent(page, workspaceSecret, { title: 'Screenshot Desk' });
  await captureAcross(page, testInfo, 'design', async (p) => {
    await p.goto(`/app/eu/agents/${agentId}/overview`);
    await expect(p.getByTestId('design-preview')).toBeVisible();
  });
  await captureAcross(page, testInfo, 'settings-core', async (p) => {
    await p.goto(`/app/eu/agents/${agentId}/settings?tab=core`);
    await expect(p.getByTestId('settings-status')).toBeVisible();
  });
  await captureAcross(page, testInfo, 'version-history', async (p) => {
    await p.goto(`/app/eu/agents/${agentId}/overview`);
    await p.getByTestId('agent-menu').click();
    await p.getByTestId('menu-version-history').click();
    await expect(p.getByTestId('version-history')).toBeVisible();
  });
  await captureAcross(page, testInfo, 'prototype', async (p) => {
    await p.goto(`/app/eu/prototype?vg_id=${agentId}`);
    await expect(p.getByRole('heading', { name: 'Screenshot Desk' })).toBeVisible();
  });
});
