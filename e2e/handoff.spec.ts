// Issue 6 end to end: a visitor asks for a person in the real widget on a customer's page (another
// origin) and the demo owner answers from the real dashboard in a second browser context: the waiting
// panel and its timer, the toast and the waiting row, take over, both ways, hand back; the timeout path;
// Cancel Handoff Request and Send an Email (the mail reaches the SMTP catcher).
import { HANDOFF_MESSAGES } from '@parley/messages/handoff';
import { NOTIFICATION_LABELS, NOTIFICATION_MESSAGES } from '@parley/messages/notifications';
import { WIDGET_CHAT_MESSAGES } from '@parley/messages/widget-chat';
import {
  type Browser,
  type BrowserContext,
  expect,
  type FrameLocator,
  type Page,
  test,
} from '@playwright/test';
import { SERVER_URL } from '../playwright.config';
import { mailTo } from './support/clients';
import { captureAcross } from './support/screens';
import { createAgent, signInDemo } from './support/session';
import { botMessages, openWidget, say } from './support/widget';

const rows = (page: Page) => page.getByTestId('conversation-row');
const turns = (page: Page) => page.getByTestId('turn');
const messageInput = (chat: FrameLocator) => chat.getByRole('textbox', { name: 'Message' });

/**
 * A workspace of its own (signed in on `page`): the journeys that need no dashboard leave the demo
 * workspace's credits and notifications as other journeys expect them.
 */
async function freshOwner(page: Page): Promise<{ email: string; workspaceSecret: string }> {
  const email = `handoff-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@bikes.test`;
  const res = await page.request.post('/api/auth/sign-up', {
    data: { email, password: 'a-long-password-1', displayName: 'Hana Desk', region: 'eu' },
  });
  expect(res.ok()).toBe(true);
  const skipped = await page.request.post('/api/trpc/account.skipOnboarding', { data: {} });
  expect(skipped.ok()).toBe(true);
  return { email, workspaceSecret: (await res.json()).workspace.workspaceSecret };
}

/** The visitor: a browser of their own, on the customer's site. */
async function visitorSite(browser: Browser): Promise<{ context: BrowserContext; site: Page }> {
  const context = await browser.newContext();
  return { context, site: await context.newPage() };
}

/** Screenshots of the widget as it is now (its theme is the agent's; the host page follows the scheme). */
const captureWidget = (site: Page, chat: FrameLocator, testId: string) => async () => {
  await expect(chat.getByTestId(testId)).toBeVisible();
  await site.waitForTimeout(100);
};

test('R-HND-3 R-HND-4 R-HND-8 R-HND-14 R-AGD-12 the visitor asks for a person, the owner is alerted, takes over, they talk, and hands back to the AI', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.context().grantPermissions(['notifications'], { origin: SERVER_URL });
  const { workspaceSecret } = await signInDemo(page);
  const agentId = await createAgent(page, workspaceSecret, {
    title: 'Bike Helper',
    enableVGHandoff: true,
    vgOptions: { handoffTimeout: 900 },
  });

  await test.step('the owner has Browser Notifications on and the inbox open in a background window', async () => {
    await page.goto('/app/eu/agents');
    await page.getByTestId('notification-bell').click();
    const panel = page.getByTestId('notification-panel');
    const browserSwitch = panel.getByRole('switch', { name: NOTIFICATION_LABELS.browserNotifications });
    if (!(await browserSwitch.isChecked())) await browserSwitch.click({ force: true });
    await expect(browserSwitch).toBeChecked();
    await page.keyboard.press('Escape');
    // Another window has the focus: a new request raises a browser notification as well as the toast.
    await page.addInitScript(() => {
      document.hasFocus = () => false;
    });
    await page.goto(`/app/eu/agents/${agentId}/convos`);
    await expect(page.getByTestId('conversations-empty')).toBeVisible();
  });

  const { context, site } = await visitorSite(browser);
  const chat = await openWidget(site, agentId);
  const input = messageInput(chat);
  const handoffButton = chat.getByTestId('parley-handoff-button');
  const panel = chat.getByTestId('parley-handoff-panel');
  const timer = chat.getByTestId('parley-handoff-timer');

  await test.step('the visitor writes, the AI answers, then the visitor asks for a person', async () => {
    // Without alwaysShowHandoff the button waits for the visitor's first message.
    await expect(handoffButton).toHaveCount(0);
    await say(chat, 'My bike chain keeps slipping');
    await expect(botMessages(chat).last()).toContainText('built-in responder');
    await expect(handoffButton).toHaveText('Talk to a person');
    await handoffButton.click();
  });

  await test.step('at once the owner sees the toast (it stays 5 s), the browser notification and the waiting conversation', async () => {
    const toast = page.getByTestId('notification-toast');
    await expect(toast).toContainText(NOTIFICATION_MESSAGES.handoffRequestTitle, { timeout: 15_000 });
    await expect
      .poll(
        () =>
          page.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title),
          ),
        { timeout: 10_000 },
      )
      .toContain(NOTIFICATION_MESSAGES.handoffRequestTitle);
    await expect(rows(page).first()).toHaveAttribute('data-waiting', 'true');
    await expect(rows(page).first().getByTestId('state-badge')).toHaveText('Waiting');
  });

  await test.step('the widget waits: panel with the default title and subtitle, a running timer, input locked', async () => {
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Support Team');
    await expect(panel).toContainText('We reply within minutes ⚡');
    await expect(timer).toHaveText(/^1[45]:\d\d$/);
    const shown = await timer.textContent();
    await expect(timer).not.toHaveText(shown ?? '', { timeout: 3000 });
    await expect(input).toBeDisabled();
    await expect(handoffButton).toBeDisabled();
    await expect(panel.getByRole('button', { name: HANDOFF_MESSAGES.cancelRequest })).toBeEnabled();
    await expect(panel.getByRole('button', { name: HANDOFF_MESSAGES.sendEmail })).toBeEnabled();
    // Folded to one line (fixedHandoffPopup is off), the title and the timer stay.
    await panel.getByRole('button', { name: 'Hide details' }).click();
    await expect(panel).not.toContainText('We reply within minutes');
    await expect(timer).toBeVisible();
    await panel.getByRole('button', { name: 'Show details' }).click();
    await expect(panel).toContainText('We reply within minutes ⚡');
    await captureAcross(
      site,
      testInfo,
      'handoff-widget-requested',
      captureWidget(site, chat, 'parley-handoff-panel'),
    );
  });

  await test.step('the owner takes over: the widget names them and unlocks the input', async () => {
    await rows(page).first().click();
    await page.getByRole('button', { name: 'Take over' }).click();
    await expect(page.getByText(HANDOFF_MESSAGES.takenOver)).toBeVisible();
    const human = chat.getByTestId('parley-handoff-human');
    await expect(human).toHaveText(/You are chatting with Demo$/);
    await expect(panel).toHaveCount(0);
    await expect(handoffButton).toHaveCount(0);
    await expect(input).toBeEnabled();
  });

  await test.step('they talk both ways; the AI stays silent', async () => {
    const reply = page.getByTestId('reply-input');
    await reply.fill('Hi, Demo here. Which gear are you in when it slips?');
    await reply.press('Enter');
    await expect(botMessages(chat).last()).toContainText('Which gear are you in when it slips?');
    await expect(chat.locator('.author').last()).toHaveText('Demo');
    const botsBefore = await botMessages(chat).count();
    await say(chat, 'Mostly in the smallest cog');
    await expect(turns(page).last()).toContainText('Mostly in the smallest cog');
    await expect(turns(page).last()).toHaveAttribute('data-from', 'visitor');
    // Nobody but the owner answers now: no AI reply arrives in the widget or the inbox.
    await site.waitForTimeout(2000);
    await expect(botMessages(chat)).toHaveCount(botsBefore);
    await expect(turns(page).last()).toHaveAttribute('data-from', 'visitor');
    await captureAcross(
      site,
      testInfo,
      'handoff-widget-human',
      captureWidget(site, chat, 'parley-handoff-human'),
    );
  });

  await test.step('the owner hands back: the next question gets the AI’s answer', async () => {
    await page.getByRole('button', { name: 'Hand back to AI' }).click();
    await expect(page.getByText(HANDOFF_MESSAGES.handedBack)).toBeVisible();
    await expect(chat.getByTestId('parley-handoff-human')).toHaveCount(0);
    await expect(handoffButton).toBeEnabled();
    const botsBefore = await botMessages(chat).count();
    await say(chat, 'Should I replace the chain?');
    await expect(botMessages(chat)).toHaveCount(botsBefore + 1);
    await expect(botMessages(chat).last()).toContainText('built-in responder');
  });
  await context.close();
});

test('R-HND-5 R-HND-6 R-HND-15 a request nobody takes times out: the notice, the panel gone, the input back', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const { workspaceSecret } = await freshOwner(page);
  const agentId = await createAgent(page, workspaceSecret, {
    title: 'Night Desk',
    theme: 'blue-light',
    enableVGHandoff: true,
    UIhandoffTitle: 'Night shift',
    UIhandoffSubtitle: 'Someone will be with you shortly',
    vgOptions: { handoffTimeout: 3 },
  });
  const { context, site } = await visitorSite(browser);
  const chat = await openWidget(site, agentId);
  await say(chat, 'Is anyone there?');
  await expect(botMessages(chat).last()).toContainText('built-in responder');
  await chat.getByTestId('parley-handoff-button').click();
  const panel = chat.getByTestId('parley-handoff-panel');
  // R-AGD-12: the agent's own title and subtitle.
  await expect(panel).toContainText('Night shift');
  await expect(panel).toContainText('Someone will be with you shortly');
  await expect(chat.getByTestId('parley-handoff-timer')).toHaveText(/^0:0[0-3]$/);
  await expect(messageInput(chat)).toBeDisabled();
  // The server sweeps due requests every 5 s and posts the notice once.
  await expect(chat.getByText(HANDOFF_MESSAGES.noResponse)).toBeVisible({ timeout: 15_000 });
  await expect(panel).toHaveCount(0);
  await expect(messageInput(chat)).toBeEnabled();
  await expect(chat.getByTestId('parley-handoff-button')).toBeEnabled();
  await captureAcross(site, testInfo, 'handoff-widget-timed-out', async () => {
    await expect(chat.getByText(HANDOFF_MESSAGES.noResponse)).toBeVisible();
  });
  await context.close();
});

test('R-HND-10 R-HND-12 R-HND-14 Send an Email while waiting reaches the team; Cancel Handoff Request returns to the AI', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const owner = await freshOwner(page);
  const agentId = await createAgent(page, owner.workspaceSecret, {
    title: 'Parts Shop',
    theme: 'blue-light',
    enableVGHandoff: true,
    alwaysShowHandoff: true,
    fixedHandoffPopup: true,
    vgOptions: { handoffTimeout: 900 },
  });
  const { context, site } = await visitorSite(browser);
  const chat = await openWidget(site, agentId);
  const panel = chat.getByTestId('parley-handoff-panel');

  // alwaysShowHandoff: the button is there before the visitor writes anything.
  await chat.getByTestId('parley-handoff-button').click();
  await expect(panel).toBeVisible();
  // fixedHandoffPopup: the panel cannot be folded.
  await expect(panel.getByRole('button', { name: 'Hide details' })).toHaveCount(0);

  await test.step('the e-mail form checks its fields, uploads the attachment and sends', async () => {
    await panel.getByRole('button', { name: HANDOFF_MESSAGES.sendEmail }).click();
    const form = chat.getByTestId('parley-handoff-email');
    await expect(form.getByLabel(WIDGET_CHAT_MESSAGES.yourEmail)).toBeVisible();
    await form.getByRole('button', { name: WIDGET_CHAT_MESSAGES.submit }).click();
    await expect(form.getByText(WIDGET_CHAT_MESSAGES.fieldRequired)).toHaveCount(2);
    await form.getByLabel(WIDGET_CHAT_MESSAGES.yourEmail).fill('rider-at-example');
    await form.getByLabel(WIDGET_CHAT_MESSAGES.inputLabel).fill('I need a new derailleur hanger.');
    await form.getByRole('button', { name: WIDGET_CHAT_MESSAGES.submit }).click();
    await expect(form.getByText(WIDGET_CHAT_MESSAGES.invalidEmail)).toBeVisible();
    await form.getByLabel(WIDGET_CHAT_MESSAGES.yourEmail).fill('rider@example.com');
    await form.locator('input[type=file]').setInputFiles({
      name: 'frame-photo.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Frame number WTU123456'),
    });
    await expect(form.getByTestId('parley-file')).toHaveText(/frame-photo/);
    await expect(form.getByRole('progressbar')).toHaveCount(0);
    await captureAcross(
      site,
      testInfo,
      'handoff-widget-email-form',
      captureWidget(site, chat, 'parley-handoff-email'),
    );
    await form.getByRole('button', { name: WIDGET_CHAT_MESSAGES.submit }).click();
    await expect(chat.getByTestId('parley-handoff-email-sent')).toContainText(HANDOFF_MESSAGES.emailSent);
    const mail = await mailTo(page, owner.email, /I need a new derailleur hanger\./);
    expect(mail.text).toContain('rider@example.com');
    expect(mail.text).toMatch(/frame-photo/);
    // The visitor's transcript keeps what they sent, as sent.
    await expect(chat.getByTestId('parley-sent-email')).toContainText('rider@example.com');
    await expect(chat.getByTestId('parley-sent-email')).toContainText('frame-photo');
    // Asked before writing anything: the greeting the visitor saw stays above it.
    await expect(botMessages(chat).first()).toContainText('How can I help you today?', { ignoreCase: true });
    await chat.getByTestId('parley-handoff-email-sent').getByRole('button', { name: 'Back' }).click();
  });

  await test.step('Cancel Handoff Request: the notice, the panel gone, the input and button back', async () => {
    await expect(messageInput(chat)).toBeDisabled();
    await panel.getByRole('button', { name: HANDOFF_MESSAGES.cancelRequest }).click();
    await expect(chat.getByText(HANDOFF_MESSAGES.noResponse)).toBeVisible();
    await expect(panel).toHaveCount(0);
    await expect(messageInput(chat)).toBeEnabled();
    await expect(chat.getByTestId('parley-handoff-button')).toBeEnabled();
    await say(chat, 'Do you have hangers for a 2019 frame?');
    await expect(botMessages(chat).last()).toContainText('built-in responder');
  });
  await context.close();
});
