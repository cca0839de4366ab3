// Embedding (issue 4 item 1): one script tag on another origin, window.Parley, autoStartWidget,
// syncBrowser and listenForUrlChanges.
import { expect, type Page, test } from '@playwright/test';
import { botMessages, hostUrl, humanMessages, nativeAgent, scriptedAgent, text } from './support/widget';

type ParleyWindow = Window & {
  Parley: {
    open(): void;
    close(): void;
    toggle(): void;
    identify(user: object): void;
    send(text: string): void;
    on(event: string, handler: (data?: unknown) => void): () => void;
  };
  seen: { event: string; data?: unknown }[];
};

const frameOf = (page: Page) => page.locator('parley-widget iframe');

test('window.Parley opens, closes, toggles, identifies, sends and reports open, message and close', async ({
  page,
}) => {
  const { agentId } = await scriptedAgent(
    page,
    {
      launch: [text('Hello from Acme.')],
      replies: [{ type: 'text', traces: [text('Happy to help, Ada.')] }],
    },
    { messageDelayMS: 0 },
  );
  await page.goto(hostUrl(agentId));
  await page.waitForFunction(() => 'Parley' in window);
  await page.evaluate(() => {
    const w = window as unknown as ParleyWindow;
    w.seen = [];
    for (const event of ['open', 'close', 'message', 'chat_restart'])
      w.Parley.on(event, (data) => w.seen.push({ event, data }));
  });
  const seen = () => page.evaluate(() => (window as unknown as ParleyWindow).seen.map((s) => s.event));

  await page.evaluate(() => (window as unknown as ParleyWindow).Parley.open());
  await expect(frameOf(page)).toBeVisible();
  const chat = page.frameLocator('iframe[title="Chat"]');
  await expect(botMessages(chat).first()).toHaveText('Hello from Acme.');
  await page.evaluate(() =>
    (window as unknown as ParleyWindow).Parley.identify({
      name: 'Ada',
      email: 'ada@example.com',
      extra: () => 1,
    }),
  );
  const interact = page.waitForRequest(
    (r) =>
      r.url().includes('/interact/') && r.method() === 'POST' && r.postData()?.includes('"text"') === true,
  );
  await page.evaluate(() => (window as unknown as ParleyWindow).Parley.send('Do you ship to Norway?'));
  expect((await interact).postDataJSON().variables).toMatchObject({
    user_name: 'Ada',
    user_email: 'ada@example.com',
  });
  await expect(humanMessages(chat).last()).toHaveText('Do you ship to Norway?');
  await expect(botMessages(chat).last()).toHaveText('Happy to help, Ada.');

  await page.evaluate(() => (window as unknown as ParleyWindow).Parley.toggle());
  await expect(frameOf(page)).toBeHidden();
  await page.evaluate(() => (window as unknown as ParleyWindow).Parley.toggle());
  await expect(frameOf(page)).toBeVisible();
  await page.evaluate(() => (window as unknown as ParleyWindow).Parley.close());
  await expect(frameOf(page)).toBeHidden();
  await expect.poll(seen).toEqual(['open', 'message', 'message', 'close', 'open', 'close']);
  const messages = await page.evaluate(() =>
    (window as unknown as ParleyWindow).seen.filter((s) => s.event === 'message'),
  );
  expect(messages[1]?.data).toMatchObject({ from: 'bot', text: 'Happy to help, Ada.' });
});

test('autoStartWidget opens the chat on load', async ({ page }) => {
  const agentId = await nativeAgent(page, { autoStartWidget: true });
  await page.goto(hostUrl(agentId));
  await expect(frameOf(page)).toBeVisible();
  await expect(botMessages(page.frameLocator('iframe[title="Chat"]')).first()).toBeVisible();
});

test('syncBrowser keeps the chat open or closed across the visitor’s pages and tabs', async ({
  page,
  context,
}) => {
  const agentId = await nativeAgent(page, { syncBrowser: true });
  await page.goto(hostUrl(agentId));
  await page.getByRole('button', { name: 'Open chat' }).click();
  await expect(frameOf(page)).toBeVisible();
  const other = await context.newPage();
  await other.goto(hostUrl(agentId));
  await expect(frameOf(other)).toBeVisible();
  await page.getByRole('button', { name: 'Close chat' }).click();
  await expect(frameOf(other)).toBeHidden();
  await other.reload();
  await expect(other.getByRole('button', { name: 'Open chat' })).toBeVisible();
  await expect(frameOf(other)).toHaveCount(0);
});

test('listenForUrlChanges tells the chat the page a single-page app moved to', async ({ page }) => {
  const { agentId } = await scriptedAgent(
    page,
    { launch: [text('Hi!')], replies: [{ type: 'text', traces: [text('Product 42, yes.')] }] },
    { listenForUrlChanges: true, messageDelayMS: 0 },
  );
  await page.goto(hostUrl(agentId));
  await page.getByRole('button', { name: 'Open chat' }).click();
  const chat = page.frameLocator('iframe[title="Chat"]');
  await expect(botMessages(chat).first()).toHaveText('Hi!');
  await page.evaluate(() => history.pushState({}, '', '/products/42?ref=nav'));
  await page.waitForTimeout(1300);
  const interact = page.waitForRequest(
    (r) => r.url().includes('/interact/') && r.postData()?.includes('"text"') === true,
  );
  const input = chat.getByRole('textbox', { name: 'Message' });
  await input.fill('Is this in stock?');
  await input.press('Enter');
  expect((await interact).postDataJSON().variables.page_url).toMatch(/\/products\/42\?ref=nav$/);
});
