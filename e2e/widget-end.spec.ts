// End of chat and rating (R-WRT), forms (R-WFM) and the upload limits checked before sending (R-WUP).
import { mkdir, truncate, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  botMessages,
  humanMessages,
  openWidget,
  say,
  scriptedAgent,
  scriptFlow,
  text,
  vfRequests,
} from './support/widget';

test('R-WRT-1 R-WRT-3 End Chat asks first, then restarts the conversation and closes the widget', async ({
  page,
}) => {
  const { agentId, key } = await scriptedAgent(
    page,
    { launch: [text('Hi!')], replies: [{ type: 'text', traces: [text('Sure.')] }] },
    { messageDelayMS: 0 },
  );
  const chat = await openWidget(page, agentId);
  await page.evaluate(() => {
    const w = window as unknown as { Parley: { on(e: string, h: () => void): void }; restarts: number };
    w.restarts = 0;
    w.Parley.on('chat_restart', () => w.restarts++);
  });
  await chat.getByRole('textbox', { name: 'Message' }).fill('Hello');
  await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(botMessages(chat).last()).toHaveText('Sure.');
  await chat.getByRole('button', { name: 'End Chat' }).click();
  const dialog = chat.getByTestId('parley-end-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(humanMessages(chat)).toHaveCount(1);
  await chat.getByRole('button', { name: 'End Chat' }).click();
  await dialog.getByRole('button', { name: 'End Chat' }).click();
  await expect(page.locator('parley-widget iframe')).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { restarts: number }).restarts)).toBe(1);
  await page.getByRole('button', { name: 'Open chat' }).click();
  await expect(humanMessages(chat)).toHaveCount(0);
  await expect(botMessages(chat)).toHaveText(['Hi!']);
  expect((await vfRequests(page, key)).map((r) => r.action.type)).toEqual(['launch', 'text', 'launch']);
});

test('R-WRT-2 R-WRT-3 R-WRT-4 R-WRT-5 an end message offers the stars, locked once given, and Start New Conversation', async ({
  page,
}, testInfo) => {
  const { agentId, key } = await scriptedAgent(
    page,
    {
      launch: [text('Hi! Anything else I can do?')],
      replies: [{ type: 'text', traces: [text('That is all for today, goodbye!'), { type: 'end' }] }],
    },
    { messageDelayMS: 0 },
  );
  const chat = await openWidget(page, agentId);
  await say(chat, 'No, thanks');
  const end = chat.getByTestId('parley-end');
  await expect(end.getByRole('button', { name: 'Start New Conversation' })).toBeVisible();
  const rating = end.getByTestId('parley-rating');
  await expect(rating.getByRole('radio')).toHaveCount(5);
  await rating.getByRole('radio', { name: '4 of 5 stars' }).check({ force: true });
  await expect(rating).toHaveAttribute('data-locked', 'true');
  await expect(rating.getByRole('radio', { name: '5 of 5 stars' })).toBeDisabled();
  await expect(rating).toHaveAccessibleName('Thank you for your rating!');
  await testInfo.attach('end-of-chat.png', { body: await page.screenshot(), contentType: 'image/png' });
  // R-WRT-3: a new conversation reloads the runtime (a launch) and leaves the ended one behind.
  await end.getByRole('button', { name: 'Start New Conversation' }).click();
  await expect(botMessages(chat)).toHaveText(['Hi! Anything else I can do?']);
  await expect(chat.getByTestId('parley-end')).toHaveCount(0);
  expect((await vfRequests(page, key)).map((r) => r.action.type)).toEqual(['launch', 'text', 'launch']);
  // R-WRT-5: the saved rating is shown, still locked, when the visitor comes back to an ended flow.
  await scriptFlow(page, key, { launch: [text('This chat has ended.'), { type: 'end' }] });
  await page.reload();
  await page.getByRole('button', { name: 'Open chat' }).click();
  await expect(rating.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
  await expect(rating).toHaveAttribute('data-locked', 'true');

  // A flow that ends before the visitor said anything stored no conversation: no stars to give.
  const { agentId: closed } = await scriptedAgent(
    page,
    { launch: [text('We are closed today.'), { type: 'end' }] },
    { messageDelayMS: 0 },
  );
  const closedChat = await openWidget(page, closed);
  await expect(closedChat.getByTestId('parley-start-new')).toBeVisible();
  await expect(closedChat.getByTestId('parley-rating')).toHaveCount(0);
});

test('R-WFM-6 R-WFM-8 R-WFM-9 R-WFM-11 R-WFM-13 R-WFM-15 an e-mail form checks the address 2 s after typing, needs its fields, blocks the input', async ({
  page,
}) => {
  const { agentId, key } = await scriptedAgent(page, {
    launch: [text('Leave us a message.'), { type: 'EmailForm', payload: { message: 'About my order' } }],
    replies: [{ type: 'default', traces: [text('Thanks, we will write back.')] }],
  });
  const chat = await openWidget(page, agentId);
  const form = chat.getByTestId('parley-email-form');
  // The form's own Message field (the chat input is 'Message' too).
  const input = form.getByRole('textbox', { name: /^Message/ });
  await expect(chat.locator('.composer__input')).toBeDisabled();
  const email = form.getByRole('textbox', { name: /Your Email/ });
  await email.fill('ada@example');
  await expect(form.getByText('Please input a valid email.')).toHaveCount(0);
  await expect(form.getByText('Please input a valid email.')).toBeVisible({ timeout: 4000 });
  // R-WFM-8: an emptied required field says so once Submit is tried.
  await input.fill('');
  await expect(form.getByText('This field is required')).toHaveCount(0);
  await form.getByRole('button', { name: 'Submit' }).click();
  const notice = chat.getByTestId('parley-notice');
  await expect(notice).toHaveText('Please push required fields');
  const shownAt = Date.now();
  await expect(form.getByText('This field is required')).toBeVisible();
  // R-WFM-11: the form's notice lasts 2.5 s.
  await expect(notice).toHaveCount(0, { timeout: 5000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2000);
  await input.fill('About my order');
  await email.fill('ada@example.com');
  await expect(form.getByText('Please input a valid email.')).toHaveCount(0);
  await expect(form.getByText('This field is required')).toHaveCount(0);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(botMessages(chat).last()).toHaveText('Thanks, we will write back.');
  await expect(chat.locator('.composer__input')).toBeEnabled();
  const last = (await vfRequests(page, key)).at(-1);
  expect(last?.action).toEqual({
    type: 'default',
    payload: { vg_email_form: { email: 'ada@example.com', message: 'About my order', attachmentLinks: [] } },
  });
});

test('R-WUP-1 R-WUP-3 a file over the chat limit is refused before anything is sent', async ({
  page,
}, testInfo) => {
  const { agentId } = await scriptedAgent(
    page,
    { launch: [text('Send us a photo.')] },
    { enableQuickFileUpload: true },
  );
  const chat = await openWidget(page, agentId);
  let uploads = 0;
  page.on('request', (r) => {
    if (r.url().includes('/files/')) uploads++;
  });
  // A sparse file on disk: the browser reads it from its path, so nothing crosses the wire.
  const huge = testInfo.outputPath('huge.pdf');
  await mkdir(dirname(huge), { recursive: true });
  await truncate(huge, 30 * 1024 * 1024 + 1).catch(async () => {
    await writeFile(huge, '');
    await truncate(huge, 30 * 1024 * 1024 + 1);
  });
  await chat.locator('input[type="file"]').first().setInputFiles(huge);
  await expect(chat.getByTestId('parley-notice')).toHaveText('Max size: 30 MBs');
  expect(uploads).toBe(0);
});

test('R-WUP-1 R-WUP-2 R-WUP-3 an upload message narrows the size and the types', async ({ page }) => {
  const { agentId } = await scriptedAgent(page, {
    launch: [{ type: 'FileUpload', payload: { maxSizeMB: 1, types: ['png', 'jpg'] } }],
  });
  const chat = await openWidget(page, agentId);
  const picker = chat.getByTestId('parley-file-upload').locator('input[type="file"]');
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(chat.getByTestId('parley-notice')).toHaveText('Only PNG, JPG files are allowed');
  await picker.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(2 * 1024 * 1024),
  });
  await expect(chat.getByTestId('parley-notice').last()).toHaveText('Max size: 1 MBs');
  // The input stays blocked while the upload is required (R-WIX-11).
  await expect(chat.locator('.composer__input')).toBeDisabled();
});
