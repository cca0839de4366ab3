// R-WRT-7: a rating the server could not save is only logged: the visitor sees no notice.
import { expect, test } from '@playwright/test';
import { openWidget, say, scriptedAgent, text } from './support/widget';

test('R-WRT-7 a failed rating save shows no notice and is logged to the console', async ({ page }) => {
  const { agentId } = await scriptedAgent(
    page,
    { launch: [text('Hi!')], replies: [{ type: 'text', traces: [text('Goodbye!'), { type: 'end' }] }] },
    { messageDelayMS: 0 },
  );
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.route('**/analytics/rating**', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"down"}' })
      : route.continue(),
  );
  const chat = await openWidget(page, agentId, undefined, true);
  await say(chat, 'That was all, thanks');
  const rating = chat.getByTestId('parley-end').getByTestId('parley-rating');
  await rating.getByRole('radio', { name: '2 of 5 stars' }).check({ force: true });
  await expect.poll(() => warnings.some((w) => w.includes('rating not saved'))).toBe(true);
  await expect(chat.getByTestId('parley-notice')).toHaveCount(0);
  await expect(rating).toHaveAttribute('data-locked', 'true');
});
