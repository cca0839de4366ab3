// R-IAPI-6: a no-reply message with a timeout makes the widget tell the flow, once the reply has been shown
// and the visitor stayed silent that long, so it can follow up; disableNoReplyListener turns it off, and
// anything the visitor does first cancels it.
import { expect, test } from '@playwright/test';
import {
  botMessages,
  humanMessages,
  openWidget,
  say,
  scriptedAgent,
  text,
  vfRequests,
} from './support/widget';

const script = {
  launch: [text('Anything else I can help with?'), { type: 'no-reply', payload: { timeout: 1 } }],
  replies: [
    { type: 'no-reply', traces: [text('Still there? Write any time.')] },
    { text: 'tyres', traces: [text('We stock every size.')] },
  ],
};

test('R-IAPI-6 after the timeout the flow is told and its follow-up is shown', async ({ page }) => {
  const { agentId, key } = await scriptedAgent(page, script, { messageDelayMS: 0 });
  const chat = await openWidget(page, agentId, undefined, true);
  await expect(botMessages(chat).last()).toHaveText('Still there? Write any time.', { timeout: 8000 });
  expect((await vfRequests(page, key)).map((r) => r.action.type)).toEqual(['launch', 'no-reply']);
  // The silence is not shown as a message of the visitor's.
  await expect(humanMessages(chat)).toHaveCount(0);
});

test('R-IAPI-6 the visitor answering first, or disableNoReplyListener, means no follow-up', async ({
  page,
}) => {
  const answered = await scriptedAgent(page, script, { messageDelayMS: 0 });
  const chat = await openWidget(page, answered.agentId, undefined, true);
  await expect(botMessages(chat).first()).toHaveText('Anything else I can help with?');
  await say(chat, 'Do you have tyres?');
  await expect(botMessages(chat).last()).toHaveText('We stock every size.');
  await page.waitForTimeout(1800);
  expect((await vfRequests(page, answered.key)).map((r) => r.action.type)).toEqual(['launch', 'text']);

  const off = await scriptedAgent(page, script, { messageDelayMS: 0, disableNoReplyListener: true });
  const quiet = await openWidget(page, off.agentId, undefined, true);
  await expect(botMessages(quiet).first()).toHaveText('Anything else I can help with?');
  await page.waitForTimeout(1800);
  expect((await vfRequests(page, off.key)).map((r) => r.action.type)).toEqual(['launch']);
});
