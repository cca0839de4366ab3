// Notifications end to end (R-NTF-1..8, R-HND-9): the demo owner turns Browser Notifications on (the
// browser grants the permission), a conversation event made through notifyConversationEvent (the
// test-only call of the journeys' server) shows as a toast and in the panel, and Mark all as Read
// clears what is left. The client shell has the same bell.
import { NOTIFICATION_LABELS, NOTIFY_IF_LABELS, NOTIFY_THROUGH_LABELS } from '@parley/messages/notifications';
import { expect, type Page, test } from '@playwright/test';
import { SERVER_URL } from '../playwright.config';
import { CLIENT_PASSWORD, seedOrgWithClient } from './support/clients';
import { captureAcross } from './support/screens';
import { createAgent, signInDemo, signUpFresh } from './support/session';

const conversationEvent = (page: Page, agentId: string, userId: string, title: string, body: string) =>
  page.request
    .post('/api/testing/conversation-event', {
      data: {
        region: 'eu',
        agentId,
        userId,
        level: 2,
        title,
        body,
        urlPathname: `/app/eu/agents/${agentId}/convos?userId=${userId}`,
      },
    })
    .then(async (res) => {
      expect(res.ok(), await res.text()).toBe(true);
      return res.json();
    });

test('R-NTF-1 R-NTF-5 R-NTF-8 R-HND-9 Browser Notifications on, a handoff request toasts and lists, Mark all as Read clears', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['notifications'], { origin: SERVER_URL });
  // A workspace of its own: the demo one collects other journeys' notifications.
  const { workspaceSecret } = await signUpFresh(page);
  const agentId = await createAgent(page, workspaceSecret, { title: 'Notify Desk' });
  await page.goto('/app/eu/agents');

  // R-NTF-1: the panel is 350x500 with Settings, the list, Mark all as Read and the switch.
  await page.getByTestId('notification-bell').click();
  const panel = page.getByTestId('notification-panel');
  await expect(panel).toBeVisible();
  const box = await page.getByTestId('notification-dropdown').boundingBox();
  expect(box?.width).toBeCloseTo(350, 0);
  expect(box?.height).toBeCloseTo(500, 0);
  await expect(panel.getByRole('button', { name: NOTIFICATION_LABELS.markAllRead })).toBeVisible();
  await expect(panel.getByRole('button', { name: NOTIFICATION_LABELS.settings })).toBeVisible();

  // Browser Notifications: permission granted, the service worker registered.
  const browserSwitch = panel.getByRole('switch', { name: NOTIFICATION_LABELS.browserNotifications });
  await expect(browserSwitch).not.toBeChecked();
  await browserSwitch.click({ force: true });
  await expect(browserSwitch).toBeChecked();
  const workerUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(workerUrl).toBe(`${SERVER_URL}/notifications-sw.js`);

  // R-NTF-4: the settings carry the spec's labels and defaults.
  await panel.getByTestId('notification-settings-button').click();
  await expect(panel.getByTestId('notify-if')).toHaveValue(NOTIFY_IF_LABELS.requestsOnly);
  await expect(panel.getByTestId('notify-through')).toHaveValue(NOTIFY_THROUGH_LABELS.all);
  await panel.getByRole('button', { name: 'Back to the list' }).click();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // Two handoff requests arrive while the dashboard is closed; then it opens "in another window's
  // shadow" (not focused), so it raises a browser notification as well as the toast. Only the latest
  // toasts (and is marked seen); the other waits in the list.
  await page.goto('about:blank');
  await conversationEvent(page, agentId, `${agentId}-ada`, 'Ada asked for a person', 'Where is my parcel?');
  const long = 'My order arrived broken and I would like to talk to a real person please';
  const created = await conversationEvent(page, agentId, `${agentId}-bob`, 'Bob asked for a person', long);
  expect(created).toMatchObject({ failures: 0 });
  await page.addInitScript(() => {
    document.hasFocus = () => false;
    // Counts the alert chimes (each is two oscillator tones) with their times.
    const starts: number[] = [];
    (window as unknown as { chimeTones: number[] }).chimeTones = starts;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      starts.push(performance.now());
      return create.call(this);
    };
  });
  await page.goto('/app/eu/agents');

  const toast = page.getByTestId('notification-toast');
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Bob asked for a person');
  // R-NTF-8: the body is cut at 50 characters.
  await expect(toast).toContainText(`${long.slice(0, 50).trimEnd()}…`);
  await expect(toast).not.toContainText(long);
  const shown = await page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
    })),
  );
  expect(shown).toContainEqual({ title: 'Bob asked for a person', body: `${long.slice(0, 50).trimEnd()}…` });

  // R-HND-9: a handoff request plays its alert, and a second one 2 s later.
  const tones = () => page.evaluate(() => (window as unknown as { chimeTones: number[] }).chimeTones);
  await expect.poll(async () => (await tones()).length, { timeout: 5000 }).toBe(4);
  const [first = 0, , second = 0] = await tones();
  expect(second - first).toBeGreaterThan(1800);
  expect(second - first).toBeLessThan(2600);

  // R-NTF-5: the toast leaves after 5 s; the one it showed is seen, the older one is not.
  await expect(toast).toBeHidden({ timeout: 8000 });
  await expect(page.getByTestId('notification-count').locator('.mantine-Indicator-indicator')).toHaveText(
    '1',
  );
  await page.getByTestId('notification-bell').click();
  const items = panel.getByTestId('notification-item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Bob asked for a person');
  await expect(items.nth(0)).toHaveAttribute('data-seen', 'true');
  await expect(items.nth(1)).toContainText('Ada asked for a person');
  await expect(items.nth(1)).not.toHaveAttribute('data-seen');

  await captureAcross(page, testInfo, 'notifications-panel', async (p) => {
    if (!(await panel.isVisible())) await p.getByTestId('notification-bell').click();
    await expect(panel).toBeVisible();
  });

  // R-NTF-1: Mark all as Read.
  if (!(await panel.isVisible())) await page.getByTestId('notification-bell').click();
  await panel.getByRole('button', { name: NOTIFICATION_LABELS.markAllRead }).click();
  await expect(items.nth(1)).toHaveAttribute('data-seen', 'true');
  await expect(page.getByTestId('notification-count').locator('.mantine-Indicator-indicator')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: NOTIFICATION_LABELS.markAllRead })).toBeDisabled();

  // A click on a notification opens its conversation.
  await items.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/app/eu/agents/${agentId}/convos`));
});

test('R-NTF-5 R-CSH-4 a toast on screen, the presence toggle, and the client shell’s bell', async ({
  page,
  browser,
}, testInfo) => {
  const { workspaceSecret } = await signInDemo(page);
  const { email, agentIds } = await seedOrgWithClient(page, workspaceSecret, {
    canAccess: ['/home', '/convos'],
    agents: ['Client Desk'],
  });
  const agentId = agentIds[0] as string;
  await page.goto('/app/eu/agents');

  // R-CSH-4 for workspace people: each press flips online and offline.
  const presence = page.getByTestId('presence-toggle');
  await expect(presence).toHaveText('Offline');
  await presence.click();
  await expect(presence).toHaveText('Online');
  await presence.click();
  await expect(presence).toHaveText('Offline');

  // A client of the agency with the agent and '/convos' hears about it in its own shell.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  const signIn = await client.request.post('/api/auth/client/sign-in', {
    data: { email, password: CLIENT_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  await client.goto('/app/eu');
  await expect(client.getByTestId('client-topbar').getByTestId('notification-bell')).toBeVisible();

  await conversationEvent(page, agentId, `${agentId}-cy`, 'Cy asked for a person', 'Can someone help me?');
  await expect(page.getByTestId('notification-toast')).toContainText('Cy asked for a person');
  await expect(client.getByTestId('notification-toast')).toContainText('Cy asked for a person');

  // Each shot gets a fresh request, so its toast is on screen (a toast stays 5 s).
  let shot = 0;
  await captureAcross(page, testInfo, 'notifications-toast', async (p) => {
    shot += 1;
    await conversationEvent(
      p,
      agentId,
      `${agentId}-shot${shot}`,
      `Visitor ${shot} asked for a person`,
      'Hello?',
    );
    await expect(
      p.getByTestId('notification-toast').filter({ hasText: `Visitor ${shot} asked` }),
    ).toBeVisible();
  });
  await captureAcross(client, testInfo, 'notifications-client-panel', async (p) => {
    if (!(await p.getByTestId('notification-panel').isVisible()))
      await p.getByTestId('notification-bell').click();
    await expect(p.getByTestId('notification-panel')).toBeVisible();
  });
  await clientContext.close();
});
