// Message kinds (R-WMK) and chat buttons (R-WIX-1..5), delivered by an external-flow agent whose
// dialogue API is the host site's fake Voiceflow server.
import { expect, test } from '@playwright/test';
import { HOST_URL } from '../playwright.config';
import { botMessages, humanMessages, openWidget, scriptedAgent, text, vfRequests } from './support/widget';

const IMAGE = `${HOST_URL}/fixtures/card.png`;

test('R-WMK-1 R-WMK-2 R-WMK-3 R-WMK-5 R-WMK-6 R-WIX-1 R-WIX-4 text as markdown, info variants, invisible kinds, Arabic right to left, buttons', async ({
  page,
}, testInfo) => {
  const { agentId, key } = await scriptedAgent(page, {
    launch: [
      text('**Welcome** to _Acme_, see [our shop](https://shop.example/bikes).'),
      { type: 'info:success', payload: { message: 'Order #12 confirmed' } },
      { type: 'info', payload: { message: 'Heads up', variant: 'danger' } },
      { type: 'GetBrowserData', payload: { message: 'never shown' } },
      { type: 'SetRuntime', payload: { message: 'never shown' } },
      { type: 'no-reply', payload: { timeout: 30 } },
      { type: 'stealth', payload: { message: 'never shown' } },
      text('مرحبا، كيف يمكنني مساعدتك اليوم؟'),
      {
        type: 'choice',
        payload: {
          buttons: [
            { name: 'Road bikes', request: { type: 'path-road', payload: { label: 'Road bikes' } } },
            { name: 'Secret:Disabled', request: { type: 'path-secret' } },
            { name: 'Gravel', request: { type: 'path-gravel' } },
          ],
        },
      },
    ],
    replies: [{ type: 'path-road', traces: [text('Road bikes start at 900 €.')] }],
  });
  const chat = await openWidget(page, agentId);
  const bot = botMessages(chat);
  await expect(bot).toHaveCount(5);
  await expect(bot.first().locator('strong')).toHaveText('Welcome');
  await expect(bot.first().locator('em')).toHaveText('Acme');
  const link = bot.first().getByRole('link', { name: 'our shop' });
  await expect(link).toHaveAttribute('href', 'https://shop.example/bikes');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(chat.locator('[data-testid="parley-info"][data-variant="success"]')).toHaveText(
    'Order #12 confirmed',
  );
  await expect(chat.locator('[data-testid="parley-info"][data-variant="danger"]')).toHaveText('Heads up');
  await expect(chat.getByText('never shown')).toHaveCount(0);
  await expect(bot.nth(3).locator('.text')).toHaveAttribute('dir', 'rtl');
  await expect(bot.first().locator('.text')).toHaveAttribute('dir', 'auto');
  await expect(chat.getByRole('button', { name: 'Gravel' })).toBeVisible();
  await expect(chat.getByRole('button', { name: /Secret/ })).toHaveCount(0);
  await testInfo.attach('message-kinds.png', { body: await page.screenshot(), contentType: 'image/png' });

  await chat.getByRole('button', { name: 'Road bikes' }).click();
  await expect(humanMessages(chat).last()).toHaveText('Road bikes');
  await expect(bot.last()).toHaveText('Road bikes start at 900 €.');
  // Buttons of an earlier turn no longer act.
  await expect(chat.getByRole('button', { name: 'Gravel' })).toBeDisabled();
  const sent = await vfRequests(page, key);
  expect(sent.map((r) => r.action.type)).toEqual(['launch', 'path-road']);
  expect(sent[1]?.action.payload).toEqual({ label: 'Road bikes' });
});

test('R-WMK-11 R-WMK-12 R-WMK-13 R-WIX-2 R-WIX-3 cards with the image check, a carousel, VG_Dropdown with Submit, a visual', async ({
  page,
}, testInfo) => {
  const long = `${'Light and stiff. '.repeat(40)}`;
  const { agentId, key } = await scriptedAgent(page, {
    launch: [
      {
        type: 'cardV2',
        payload: {
          title: 'Roadster 7',
          description: { text: long },
          imageUrl: IMAGE,
          buttons: [
            { name: 'VG_Dropdown', request: { type: 'noop' } },
            { name: 'Size S', request: { type: 'path-s' } },
            { name: 'Size M', request: { type: 'path-m' } },
          ],
        },
      },
      {
        type: 'carousel',
        payload: {
          cards: [
            {
              title: 'Alpha',
              description: { text: 'First' },
              imageUrl: IMAGE,
              buttons: [{ name: 'Pick Alpha', request: { type: 'path-a' } }],
            },
            {
              title: 'Broken image',
              description: { text: 'Second' },
              imageUrl: `${HOST_URL}/fixtures/missing.png`,
            },
            { title: 'Gamma', description: { text: 'Third' } },
          ],
        },
      },
      { type: 'visual', payload: { image: IMAGE } },
    ],
    replies: [{ type: 'path-m', traces: [text('Medium it is.')] }],
  });
  const chat = await openWidget(page, agentId);
  const card = chat.getByTestId('parley-card').first();
  await expect(card.getByRole('heading', { name: 'Roadster 7' })).toBeVisible();
  const shown = (await card.locator('.text').innerText()).trim();
  expect(Array.from(shown).length).toBe(501);
  expect(shown.endsWith('…')).toBe(true);
  await expect(card.getByTestId('parley-card-image')).toBeVisible();
  await expect(chat.getByTestId('parley-carousel').getByTestId('parley-card')).toHaveCount(3);
  // The image that does not load is left out rather than shown broken.
  await expect(
    chat.getByTestId('parley-carousel').getByTestId('parley-card').nth(1).locator('img'),
  ).toHaveCount(0);
  await expect(chat.getByTestId('parley-visual')).toBeVisible();
  await testInfo.attach('cards.png', { body: await page.screenshot(), contentType: 'image/png' });

  const select = card.getByRole('combobox');
  await expect(select.locator('option')).toHaveText(['Choose an option', 'Size S', 'Size M']);
  await select.selectOption('Size M');
  await card.getByRole('button', { name: 'Submit' }).click();
  await expect(botMessages(chat).last()).toHaveText('Medium it is.');
  expect((await vfRequests(page, key)).map((r) => r.action.type)).toEqual(['launch', 'path-m']);
});

test('R-WIX-3 R-WIX-5 R-WMK-10 VG_Block keeps the visitor to the buttons; in-footer and carousel layouts', async ({
  page,
}) => {
  const blockingChoice = {
    type: 'choice',
    payload: {
      buttons: [
        { name: 'VG_Block', request: { type: 'noop' } },
        { name: 'Yes', request: { type: 'path-yes' } },
        { name: 'No', request: { type: 'path-no' } },
      ],
    },
  };
  const first = await scriptedAgent(page, {
    launch: [text('Ready?'), blockingChoice],
    replies: [{ type: 'path-yes', traces: [text('Great.')] }],
  });
  const chat = await openWidget(page, first.agentId);
  const input = chat.getByRole('textbox', { name: 'Message' });
  await expect(input).toBeDisabled();
  await chat.getByRole('button', { name: 'Yes' }).click();
  await expect(botMessages(chat).last()).toHaveText('Great.');
  await expect(input).toBeEnabled();

  const footer = await scriptedAgent(
    page,
    {
      launch: [
        text('Pick one'),
        { type: 'choice', payload: { buttons: [{ name: 'Tea', request: { type: 'path-tea' } }] } },
      ],
    },
    { buttonsLayout: 'in-footer' },
  );
  const chat2 = await openWidget(page, footer.agentId);
  await expect(chat2.getByTestId('parley-footer-buttons').getByRole('button', { name: 'Tea' })).toBeVisible();
  await expect(chat2.getByTestId('parley-messages').getByRole('button', { name: 'Tea' })).toHaveCount(0);

  const carousel = await scriptedAgent(page, {
    launch: [
      {
        // 'buttons' passes the external flow's mapping untouched (its 'choice' keeps only the buttons).
        type: 'buttons',
        payload: {
          layout: 'carousel',
          buttons: ['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map((name) => ({
            name,
            request: { type: `path-${name}` },
          })),
        },
      },
    ],
  });
  const chat3 = await openWidget(page, carousel.agentId);
  await expect(chat3.locator('.buttons--carousel .chip')).toHaveCount(6);
  await expect(chat3.getByRole('button', { name: 'Next' })).toBeVisible();
});
