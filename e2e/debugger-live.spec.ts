// Issue 6, live everywhere: the debugger's test chat sends over POST (its answers feed the runtime log) yet
// hears the team at once over a push-only socket: a take-over and a reply from the inbox appear in it
// without a reload, and the AI stays silent meanwhile (R-HND-8).
import { expect, test } from '@playwright/test';
import { trpcPost } from './support/clients';
import { createAgent, signInDemo } from './support/session';
import { openWidget } from './support/widget';

test('R-APS-13 R-HND-4 R-HND-8 the debugger test chat shows a team reply the moment it is sent', async ({
  page,
}) => {
  const { workspaceSecret } = await signInDemo(page);
  const agentId = await createAgent(page, workspaceSecret, { title: 'Live Debug' });
  await page.goto(`/app/eu/agents/${agentId}/overview?showDebugger=true&test=true`);
  const chat = page.frameLocator('iframe[title="Agent test chat"]');
  const input = chat.getByRole('textbox', { name: 'Message' });
  await expect(input).toBeVisible();

  const asked = page.waitForRequest((r) => r.method() === 'POST' && /\/interact\/[^/?]+/.test(r.url()));
  await input.fill('Is anyone there?');
  await input.press('Enter');
  const userId = decodeURIComponent(new URL((await asked).url()).pathname.split('/').pop() ?? '');
  const bots = chat.locator('[data-testid="parley-message"][data-from="bot"]');
  await expect(bots).toHaveCount(2); // the greeting and the built-in responder's answer
  // The runtime log heard the POST answer, as before.
  await expect(page.getByTestId('debugger-panel')).toContainText('Is anyone there?');

  const key = { region: 'eu', agentId, userId };
  await trpcPost(page, 'conversations.takeOver', key);
  await trpcPost(page, 'conversations.reply', { ...key, text: 'Hi, Ada from the team here.' });
  await expect(bots.last()).toHaveText('Hi, Ada from the team here.');

  // While the team has it, the visitor's next message gets no AI answer.
  await input.fill('Great, thanks');
  await input.press('Enter');
  await expect(chat.locator('[data-testid="parley-message"][data-from="human"]').last()).toHaveText(
    'Great, thanks',
  );
  await page.waitForTimeout(1000);
  await expect(bots.last()).toHaveText('Hi, Ada from the team here.');
});

test('R-WSH-11 the super admin replaces the banner image from the test chat; a visitor cannot', async ({
  page,
}) => {
  const { workspaceSecret } = await signInDemo(page);
  const agentId = await createAgent(page, workspaceSecret, { title: 'Banner Edit' });
  await page.goto(`/app/eu/agents/${agentId}/overview?showDebugger=true&test=true`);
  const chat = page.frameLocator('iframe[title="Agent test chat"]');
  const banner = chat.getByTestId('parley-banner');
  await expect(banner.getByRole('button', { name: 'Change banner image' })).toBeVisible();
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await banner
    .getByTestId('parley-banner-file')
    .setInputFiles({ name: 'b.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Saved to the draft. Publish to show it to visitors.')).toBeVisible();
  const shown = await banner.locator('img.banner__image').getAttribute('src');
  expect(shown).toMatch(/^http:\/\/localhost:\d+\/api\/uploads\/eu\//);
  const res = await page.request.get(
    `/api/trpc/agents.getDraft?input=${encodeURIComponent(JSON.stringify({ region: 'eu', agentId }))}`,
  );
  const state = (await res.json()).result.data as { draft: { bannerImageUrl?: string } };
  expect(state.draft.bannerImageUrl).toBe(shown);

  // The same agent on a customer's site: read-only.
  const chatOnSite = await openWidget(page, agentId, undefined, true);
  await expect(chatOnSite.getByTestId('parley-banner')).toBeVisible();
  await expect(chatOnSite.getByRole('button', { name: 'Change banner image' })).toHaveCount(0);
});

test('R-WSH-11 R-HND-14 the super admin edits the handoff title and subtitle in place; they reach the draft', async ({
  page,
}) => {
  const { workspaceSecret } = await signInDemo(page);
  const agentId = await createAgent(page, workspaceSecret, {
    title: 'Handoff Texts',
    enableVGHandoff: true,
    alwaysShowHandoff: true,
    UIhandoffTitle: 'Support Team',
    UIhandoffSubtitle: 'We reply in minutes',
  });
  await page.goto(`/app/eu/agents/${agentId}/overview?showDebugger=true&test=true`);
  const chat = page.frameLocator('iframe[title="Agent test chat"]');
  await chat.getByTestId('parley-handoff-button').click();
  const panel = chat.getByTestId('parley-handoff-panel');
  await panel.getByRole('button', { name: 'Edit handoff title: Support Team' }).click();
  const title = panel.getByRole('textbox', { name: 'Handoff title' });
  await title.fill('Our bike doctors');
  await title.press('Enter');
  await expect(page.getByText('Saved to the draft. Publish to show it to visitors.').first()).toBeVisible();
  await panel.getByRole('button', { name: /^Edit handoff subtitle/ }).click();
  await panel.getByRole('textbox', { name: 'Handoff subtitle' }).fill('Usually within the hour');
  await panel.getByRole('textbox', { name: 'Handoff subtitle' }).press('Enter');
  await expect(
    panel.getByRole('button', { name: /^Edit handoff subtitle: Usually within the hour/ }),
  ).toBeVisible();

  const draftOf = async () => {
    const res = await page.request.get(
      `/api/trpc/agents.getDraft?input=${encodeURIComponent(JSON.stringify({ region: 'eu', agentId }))}`,
    );
    return (await res.json()).result.data.draft as { UIhandoffTitle?: string; UIhandoffSubtitle?: string };
  };
  await expect.poll(draftOf).toMatchObject({
    UIhandoffTitle: 'Our bike doctors',
    UIhandoffSubtitle: 'Usually within the hour',
  });

  // A visitor on a customer's site reads them, with nothing to edit.
  const site = await openWidget(page, agentId, undefined, true);
  await site.getByTestId('parley-handoff-button').click();
  const visitorPanel = site.getByTestId('parley-handoff-panel');
  await expect(visitorPanel.locator('p.handoff-panel__title')).toHaveText('Support Team');
  await expect(visitorPanel.getByRole('textbox')).toHaveCount(0);
  await expect(visitorPanel.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
});
