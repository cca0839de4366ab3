// The widget settings of the agent page: Test Chatbot, Deploy Widget with the snippet (R-WSP-3..7), and
// the Settings tab's editors for the widget's tabs and custom buttons (R-AGD-18, R-WTB-1..9).

import { VERSION_MESSAGES } from '@parley/messages/versions';
import { WIDGET_SETTINGS_MESSAGES } from '@parley/messages/widget-settings';
import { expect, type Page, test } from '@playwright/test';
import { captureAcross } from './support/screens';
import { createAgent, signInDemo } from './support/session';

async function draftOf(page: Page, agentId: string): Promise<Record<string, unknown>> {
  const input = encodeURIComponent(JSON.stringify({ region: 'eu', agentId }));
  const res = await page.request.get(`/api/trpc/agents.getDraft?input=${input}`);
  return (await res.json()).result.data.draft;
}

test('R-WSP-3 R-WSP-4 R-WSP-5 R-WSP-6 R-WSP-7 Test Chatbot, Deploy Widget, Prototype and Demo', async ({
  page,
}, testInfo) => {
  const { workspaceSecret } = await signInDemo(page);
  const agentId = await createAgent(page, workspaceSecret, {
    title: 'Deploy Desk',
    description: 'Ready to ship',
  });
  await page.goto(`/app/eu/agents/${agentId}/overview`);
  const actions = page.getByTestId('widget-actions');
  await expect(actions).toBeVisible();

  // R-WSP-6/7: no agency domain here, so this server's pages.
  await expect(page.getByTestId('prototype-link')).toHaveAttribute(
    'href',
    `/app/eu/prototype?vg_id=${agentId}`,
  );
  await expect(page.getByTestId('demo-page-link')).toHaveAttribute('href', `/app/eu/demo/${agentId}/page1`);

  // R-WSP-4: a published agent deploys without a warning.
  await page.getByTestId('deploy-widget').click();
  const dialog = page.getByRole('dialog', { name: 'Deploy Widget' });
  await expect(dialog.getByTestId('website-script')).toContainText(`data-agent-id="${agentId}"`);
  await expect(dialog.getByTestId('deploy-notice')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // An unpublished edit: the snippet comes with 'Please save and publish first.'
  await page.getByTestId('design-field-description').fill('Ready to ship, soon');
  await page.getByTestId('design-save').click();
  await expect(page.getByText(VERSION_MESSAGES.settingsSaved)).toBeVisible();
  await expect(page.getByTestId('publish-button')).toHaveText(VERSION_MESSAGES.publish);
  await page.getByTestId('deploy-widget').click();
  await expect(dialog.getByTestId('deploy-notice')).toContainText(
    WIDGET_SETTINGS_MESSAGES.saveAndPublishFirst,
  );
  await captureAcross(page, testInfo, 'deploy-widget', async (p) => {
    if (!(await dialog.isVisible())) await p.getByTestId('deploy-widget').click();
    await expect(dialog.getByTestId('website-script')).toBeVisible();
  });
  await page.keyboard.press('Escape');

  // R-WSP-3: Test Chatbot opens the test chat of this saved agent.
  await page.getByTestId('test-chatbot').click();
  await expect(page).toHaveURL(/showDebugger=true/);

  // The prototype page shows the agent to anyone with the link.
  await page.goto(`/app/eu/prototype?vg_id=${agentId}`);
  await expect(page.getByTestId('public-agent-page')).toContainText('Deploy Desk');
  // The same page as an agency's verified domain serves it: /{region}/prototype/{id}.
  await page.goto(`/eu/prototype/${agentId}`);
  await expect(page.getByTestId('public-agent-page')).toContainText('Deploy Desk');
});

test('R-AGD-18 R-WTB-1 R-WTB-2 R-WTB-3 R-WTB-6 R-WTB-8 R-WTB-9 widget tabs and custom buttons in Settings', async ({
  page,
}, testInfo) => {
  const { workspaceSecret } = await signInDemo(page);
  const chatOnly = await createAgent(page, workspaceSecret, { title: 'Chat Only' });
  await page.goto(`/app/eu/agents/${chatOnly}/settings?tab=widget`);
  await expect(page.getByTestId('widget-tabs-off')).toBeVisible();

  const agentId = await createAgent(page, workspaceSecret, {
    title: 'Tabbed Desk',
    ui: { widgetType: 'tabs' },
  });
  await page.goto(`/app/eu/agents/${agentId}/settings?tab=widget`);
  // R-WTB-3: a tabs widget without tabs starts from Home, Chats and FAQ.
  await expect(page.getByTestId('widget-tab-home')).toBeVisible();
  await expect(page.getByTestId('widget-tab-convos')).toBeVisible();
  await expect(page.getByTestId('widget-tab-faq')).toBeVisible();
  await expect(page.getByTestId('widget-tabs-off')).toHaveCount(0);

  await page.getByTestId('widget-tab-home-label').fill('Start');
  await page.getByTestId('widget-tab-home-greeting').fill('Welcome back, {user.name}!');
  await page.getByTestId('home-button-liveCall-show').click();
  const icebreakers = page.getByTestId('home-button-askQuestion-icebreakers');
  await icebreakers.fill('What does it cost?');
  await icebreakers.press('Enter');
  await icebreakers.fill('Where are you?');
  await icebreakers.press('Enter');

  await page.getByTestId('custom-button-add').click();
  await page.getByTestId('custom-button-0-type').click();
  await page.getByRole('option', { name: 'Open link' }).click();
  await page.getByTestId('custom-button-0-label').fill('Pricing');
  await page.getByTestId('custom-button-0-value').fill('ftp://acme.example/pricing');
  await page.getByTestId('settings-save').click();
  await expect(page.getByTestId('settings-error-customButtonJSON_STRING')).toContainText('https://');

  await page.getByTestId('widget-tab-faq').getByRole('button').first().click();
  await page.getByTestId('widget-tab-faq-iframe').fill('https://acme.example/faq');
  await page.getByTestId('custom-button-0-value').fill('https://acme.example/pricing');
  await page.getByTestId('settings-save').click();
  await expect(page.getByText(VERSION_MESSAGES.settingsSaved)).toBeVisible();
  await expect(page.getByTestId('settings-status')).toHaveText(VERSION_MESSAGES.allSaved);

  const draft = await draftOf(page, agentId);
  const tabs = draft.tabs as Array<Record<string, unknown>>;
  expect(tabs.map((t) => t.key)).toEqual(['home', 'convos', 'faq']);
  expect(tabs[0]).toMatchObject({
    label: 'Start',
    homeSpecific: { headerTitle: 'Welcome back, {user.name}!' },
  });
  const home = tabs[0]?.homeSpecific as { buttons: Array<Record<string, unknown>> } | undefined;
  const buttons = home?.buttons ?? [];
  expect(buttons.find((b) => b.key === 'liveCall')?.show).toBe(true);
  expect(buttons.find((b) => b.key === 'askQuestion')?.iceBreakers).toEqual([
    'What does it cost?',
    'Where are you?',
  ]);
  expect(tabs[2]).toMatchObject({ iframeUrl: 'https://acme.example/faq' });
  expect(JSON.parse(String(draft.customButtonJSON_STRING))).toEqual([
    { type: 'link', viewValue: 'Pricing', value: 'https://acme.example/pricing' },
  ]);

  await captureAcross(page, testInfo, 'widget-tabs-settings', async (p) => {
    await p.goto(`/app/eu/agents/${agentId}/settings?tab=widget`);
    await expect(p.getByTestId('widget-tab-home')).toBeVisible();
  });
});
