// The conversation and footer (R-WCV, R-WSH-12..14): input rules, streaming over the socket with cancel,
// pushed state and replies, reconnecting, falling back to POST, custom buttons, refresh, reveal delays.
import { expect, test, type WebSocketRoute } from '@playwright/test';
import { HOST_URL } from '../playwright.config';
import { signInDemo } from './support/session';
import {
  botMessages,
  humanMessages,
  nativeAgent,
  openWidget,
  say,
  scriptedAgent,
  text,
  vfRequests,
} from './support/widget';

const turn = (from: 'bot' | 'human', message: string, extra: Record<string, unknown> = {}) => ({
  from,
  messages: [{ type: 'text', payload: { message }, ...extra }],
  ts: Date.now(),
});

test('R-WCV-7 R-WCV-11 R-WSH-12 the Message input: Enter sends, Shift+Enter breaks the line, empty does nothing, up to 5 rows, focus on desktop', async ({
  page,
}) => {
  const agentId = await nativeAgent(page);
  const chat = await openWidget(page, agentId);
  const input = chat.getByRole('textbox', { name: 'Message' });
  // R-WSH-12: opened on a 1280 px wide page, the input has focus.
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('placeholder', 'Type your message...');
  await input.press('Enter');
  await input.fill('   ');
  await input.press('Enter');
  await expect(humanMessages(chat)).toHaveCount(0);
  await input.fill('line one');
  await input.press('Shift+Enter');
  await input.pressSequentially('line two');
  await expect(input).toHaveValue('line one\nline two');
  const height = async () => (await input.boundingBox())?.height ?? 0;
  await input.fill('x');
  const oneRow = await height();
  await input.fill('1\n2\n3\n4\n5');
  const fiveRows = await height();
  await input.fill('1\n2\n3\n4\n5\n6\n7\n8');
  // Five rows of 22 px over one row, then no taller: it scrolls.
  expect(fiveRows - oneRow).toBeCloseTo(4 * 22, -1);
  expect(await height()).toBe(fiveRows);
  expect(await input.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
  await input.fill('Do you ship to Norway?');
  await input.press('Enter');
  await expect(humanMessages(chat)).toHaveText(['Do you ship to Norway?']);
  await expect(botMessages(chat).last()).toContainText('built-in responder');
});

test('R-WSH-12 on a phone the input does not take focus', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const agentId = await nativeAgent(page);
  const chat = await openWidget(page, agentId);
  await expect(chat.getByRole('textbox', { name: 'Message' })).not.toBeFocused();
});

test('R-WCV-8 R-IAPI-2 a streamed native reply can be stopped: the send button sends @cancel:', async ({
  page,
}) => {
  const received: string[] = [];
  let socket: WebSocketRoute | null = null;
  await page.routeWebSocket(/\/api\/interact$/, (ws) => {
    socket = ws;
    ws.onMessage((raw) => {
      const message = String(raw);
      received.push(message);
      if (message.startsWith('@cancel:')) {
        ws.send(
          JSON.stringify({
            type: 'sync_chat_history',
            data: {
              turns: [turn('bot', 'Hi!'), turn('human', 'Tell me everything'), turn('bot', 'Our frames')],
            },
          }),
        );
        return;
      }
      const request = JSON.parse(message) as { prompt?: string | null };
      if (!request.prompt) {
        ws.send(JSON.stringify({ type: 'sync_chat_history', data: { turns: [turn('bot', 'Hi!')] } }));
        return;
      }
      ws.send(JSON.stringify({ type: 'chunk', data: 'Our ' }));
      ws.send(JSON.stringify({ type: 'chunk', data: 'frames' }));
    });
  });
  const agentId = await nativeAgent(page);
  const chat = await openWidget(page, agentId);
  await expect(botMessages(chat).first()).toHaveText('Hi!');
  await say(chat, 'Tell me everything');
  await expect(chat.getByTestId('parley-streaming')).toHaveText('Our frames');
  await expect(chat.getByRole('textbox', { name: 'Message' })).toHaveAttribute('placeholder', 'Loading..');
  const stop = chat.getByRole('button', { name: 'Stop the reply' });
  await stop.click();
  await expect(chat.getByTestId('parley-streaming')).toHaveCount(0);
  await expect(botMessages(chat).last()).toHaveText('Our frames');
  await expect(chat.getByRole('button', { name: 'Send' })).toBeVisible();
  expect(received[0] && JSON.parse(received[0])).toMatchObject({ agentId, prompt: null, bucket: 'eu' });
  expect(JSON.parse(received[1] ?? '{}')).toMatchObject({ agentId, prompt: 'Tell me everything' });
  expect(received[2]).toBe('@cancel:');
  expect(socket).not.toBeNull();
});

test('the server pushes the conversation state and a team member’s reply at any time; the store shows them', async ({
  page,
}) => {
  let socket: WebSocketRoute | null = null;
  await page.routeWebSocket(/\/api\/interact$/, (ws) => {
    socket = ws;
    ws.onMessage(() =>
      ws.send(
        JSON.stringify({
          type: 'sync_chat_history',
          data: { turns: [turn('bot', 'Hi!'), turn('human', 'I need a person')] },
        }),
      ),
    );
  });
  const agentId = await nativeAgent(page);
  const chat = await openWidget(page, agentId);
  await expect(humanMessages(chat)).toHaveText(['I need a person']);
  const push = (message: object) => (socket as unknown as WebSocketRoute).send(JSON.stringify(message));
  push({
    type: 'conversation',
    data: {
      state: 'human-chatting',
      assignee: { name: 'Sam Lee', firstName: 'Sam', photoURL: '' },
      handoffDeadline: null,
      manualControl: true,
    },
  });
  push({
    type: 'sync_chat_history',
    data: {
      turns: [
        turn('bot', 'Hi!'),
        turn('human', 'I need a person'),
        turn('bot', 'Sam here, how can I help?', { from: 'human' }),
      ],
    },
  });
  await expect(botMessages(chat).last()).toHaveText('Sam here, how can I help?');
  await expect(chat.locator('.author')).toHaveText('Sam');
});

test('the socket reconnects after a drop, and the chat falls back to POST when sockets fail', async ({
  page,
}) => {
  let connections = 0;
  await page.routeWebSocket(/\/api\/interact$/, (ws) => {
    connections++;
    ws.onMessage(() => {
      ws.send(
        JSON.stringify({ type: 'sync_chat_history', data: { turns: [turn('bot', 'Hi over the socket!')] } }),
      );
      if (connections === 1) setTimeout(() => ws.close(), 200);
    });
  });
  const agentId = await nativeAgent(page);
  const chat = await openWidget(page, agentId);
  await expect(botMessages(chat).first()).toHaveText('Hi over the socket!');
  await expect.poll(() => connections, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);

  // Sockets refused every time: after three tries the greeting comes over POST from the real server.
  const refused = await page.context().newPage();
  await refused.routeWebSocket(/\/api\/interact$/, (ws) => ws.close());
  const chat2 = await openWidget(refused, agentId);
  await expect(botMessages(chat2).first()).toContainText('how can I help', { timeout: 15_000 });
  const posted = refused.waitForRequest((r) => r.url().includes('/interact/') && r.method() === 'POST');
  await say(chat2, 'Still there?');
  await posted;
  await expect(botMessages(chat2).last()).toContainText('built-in responder');
});

test('R-WCV-9 R-WCV-10 R-WCV-12 custom buttons, the branding line, and refresh with its confirmation', async ({
  page,
}) => {
  // R-WCV-10: a button without its target never reaches the widget: saving one is refused with the
  // widget's own message (docs/spec-deviations.md, R-AGD-18).
  const { workspaceSecret } = await signInDemo(page);
  for (const [type, message] of [
    ['intent', 'Intent value is null'],
    ['link', 'Link value is null'],
  ] as const) {
    const res = await page.request.post(`/api/v2/agents/E2eNoTarget${type}?region=eu`, {
      data: { customButtonJSON_STRING: JSON.stringify([{ type, viewValue: 'Agent' }]) },
      headers: { authorization: `Bearer ${workspaceSecret}` },
    });
    expect(res.status()).toBe(400);
    expect((await res.json()).detail).toBe(message);
  }
  const { agentId, key } = await scriptedAgent(
    page,
    { launch: [text('Hi!')], fallback: [text('Noted.')] },
    {
      branding: 'Powered by Acme',
      messageDelayMS: 0,
      customButtonJSON_STRING: JSON.stringify([
        { type: 'intent', viewValue: 'Agent', value: 'talk_to_agent' },
        { type: 'link', viewValue: 'Docs', value: `${HOST_URL}/fixtures/page` },
        { type: 'default', viewValue: 'Pricing' },
      ]),
    },
  );
  const chat = await openWidget(page, agentId);
  await expect(chat.getByText('Powered by Acme')).toBeVisible();
  const buttons = chat.getByTestId('parley-custom-buttons');
  // 'link' opens its page in a new tab; 'intent' sends its intent; 'default' sends its label.
  const popup = page.waitForEvent('popup');
  await buttons.getByRole('button', { name: 'Docs' }).click();
  await expect(await popup).toHaveURL(`${HOST_URL}/fixtures/page`);
  await buttons.getByRole('button', { name: 'Agent' }).click();
  await expect(humanMessages(chat)).toHaveText(['Agent']);
  await expect(botMessages(chat)).toHaveCount(2);
  await buttons.getByRole('button', { name: 'Pricing' }).click();
  await expect(humanMessages(chat)).toHaveText(['Agent', 'Pricing']);
  await expect(botMessages(chat)).toHaveCount(3);
  const sent = (await vfRequests(page, key)).map((r) => r.action);
  expect(sent.slice(1)).toEqual([
    { type: 'intent', payload: { intent: { name: 'talk_to_agent' }, query: 'Agent' } },
    expect.objectContaining({ type: 'text', payload: 'Pricing' }),
  ]);

  await chat.getByRole('button', { name: 'Restart the conversation' }).click();
  const dialog = chat.getByTestId('parley-refresh-confirm');
  await expect(dialog.getByRole('button', { name: 'Refresh the Conversation' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(humanMessages(chat)).toHaveCount(2);
  await chat.getByRole('button', { name: 'Restart the conversation' }).click();
  await chat.getByRole('button', { name: 'Refresh the Conversation' }).click();
  await expect(humanMessages(chat)).toHaveCount(0);
  await expect(botMessages(chat)).toHaveText(['Hi!']);
});

test('R-WCV-13 R-WSH-14 external-flow messages are revealed with messageDelayMS; the sound plays on bot replies', async ({
  page,
}) => {
  await page.context().addInitScript(() => {
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      (window as unknown as { plays?: string[] }).plays = [
        ...((window as unknown as { plays?: string[] }).plays ?? []),
        this.src,
      ];
      return play.call(this).catch(() => undefined);
    };
  });
  const { agentId } = await scriptedAgent(
    page,
    { launch: [text('First.'), text('Second, a moment later.')] },
    { messageDelayMS: 1500, soundEffectEnabled: true, soundEffectUrl: `${HOST_URL}/fixtures/tone.wav` },
  );
  const chat = await openWidget(page, agentId);
  await expect(botMessages(chat).first()).toHaveText('First.');
  const shownAt = Date.now();
  await expect(chat.getByTestId('parley-typing')).toBeVisible();
  await expect(botMessages(chat).nth(1)).toHaveText('Second, a moment later.');
  expect(Date.now() - shownAt).toBeGreaterThan(1000);
  await expect(chat.getByTestId('parley-typing')).toHaveCount(0);
  const frame = page.frames().find((f) => f.url().includes('/widget/frame.html'));
  expect(await frame?.evaluate(() => (window as unknown as { plays?: string[] }).plays)).toEqual([
    `${HOST_URL}/fixtures/tone.wav`,
    `${HOST_URL}/fixtures/tone.wav`,
  ]);
});
