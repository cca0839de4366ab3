// The inbox (issue 6): a visitor asks for a person over the chat socket; the signed-in owner sees the
// request arrive live, takes over, talks (the AI stays silent), tags, exports, hands back and ends; and a
// request nobody answers times out into 'No response from team..'.
import { readFile } from 'node:fs/promises';
import { HANDOFF_MESSAGES } from '@parley/messages/handoff';
import { expect, type Page, test } from '@playwright/test';
import { openTestSocket, type TestSocket } from '../apps/server/src/testing/socket-client';
import { SERVER_URL } from '../playwright.config';
import { CLIENT_PASSWORD, seedOrgWithClient, trpcPost } from './support/clients';
import { captureAcross } from './support/screens';
import { createAgent, signInDemo } from './support/session';

interface SocketTurn {
  from: 'bot' | 'human';
  messages: { type: string; payload?: { message?: string }; sender?: { kind: string; name: string } }[];
}
type SocketMessage =
  | { type: 'sync_chat_history'; data: { turns: SocketTurn[] } }
  | { type: 'conversation'; data: { state: string; assignee: { firstName: string } | null } }
  | { type: string; data?: unknown };

const textsOf = (turn: SocketTurn) => turn.messages.map((m) => m.payload?.message ?? '');

/** A visitor chatting over the widget's socket (/api/interact), as the widget does. */
async function openVisitor(agentId: string, name: string) {
  const userId = `${agentId}-${name}${Math.random().toString(36).slice(2, 8)}`;
  const socket: TestSocket<SocketMessage> = await openTestSocket(
    `${SERVER_URL.replace(/^http/, 'ws')}/api/interact`,
  );
  const after = (from: number, test: (m: SocketMessage) => boolean, timeoutMs = 20_000) =>
    socket.until((m) => socket.received.indexOf(m) >= from && test(m), timeoutMs);
  const lastTurns = (m: SocketMessage) => (m as { data: { turns: SocketTurn[] } }).data.turns;
  return {
    userId,
    socket,
    /** Sends a message and returns the stored turns the server synced back. */
    async say(prompt: string) {
      const from = socket.received.length;
      socket.send({ agentId, convoId: userId, prompt });
      return lastTurns(await after(from, (m) => m.type === 'sync_chat_history'));
    },
    /** Asks for a person; resolves with the state the server announces (the reply to a previous message may come first). */
    async askForPerson() {
      const from = socket.received.length;
      socket.send({ agentId, convoId: userId, action: { type: 'request_handoff' } });
      return after(
        from,
        (m) => m.type === 'conversation' && (m.data as { state: string }).state !== 'ai-chatting',
      );
    },
    /** Waits for a live push: a state change, or turns that satisfy `test`. */
    untilState: (state: string, from = 0) =>
      after(from, (m) => m.type === 'conversation' && (m.data as { state: string }).state === state),
    untilTurns: (test: (turns: SocketTurn[]) => boolean, from = 0) =>
      after(from, (m) => m.type === 'sync_chat_history' && test(lastTurns(m))).then(lastTurns),
    mark: () => socket.received.length,
  };
}

async function seedInboxAgent(page: Page, secret: string, vgOptions: Record<string, unknown>) {
  const agentId = await createAgent(page, secret, { title: 'Order Desk', vgOptions });
  const org = await trpcPost<{ ID: string }>(page, 'orgs.create', { region: 'eu', name: 'Shop Co' });
  await trpcPost(page, 'orgs.update', {
    region: 'eu',
    orgId: org.ID,
    patch: {
      widgetIDs: [agentId],
      predefinedTags: ['billing', 'vip'],
      cannedResponses: [{ shortCode: 'order', content: 'Could you share your order number?' }],
      settings: { enableCannedResponses: true },
    },
  });
  return agentId;
}

const rows = (page: Page) => page.getByTestId('conversation-row');
const turns = (page: Page) => page.getByTestId('turn');

test('R-HND-3 R-HND-4 R-HND-8 R-HND-11 the owner takes a waiting visitor over, talks, tags, exports and hands back', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const { workspaceSecret } = await signInDemo(page);
  const agentId = await seedInboxAgent(page, workspaceSecret, { handoffTimeout: 900 });
  const inbox = `/app/eu/agents/${agentId}/convos`;
  await page.goto(inbox);
  await expect(page.getByTestId('conversations-empty')).toBeVisible();

  const ada = await openVisitor(agentId, 'ada');
  const bob = await openVisitor(agentId, 'bob');

  await test.step('a visitor writes and asks for a person: first in the inbox, waiting, without a reload', async () => {
    await ada.say('Hello, I need help with my order');
    const asked = await ada.askForPerson();
    expect((asked.data as { state: string }).state).toBe('requested_chat');
    // While waiting, the visitor leaves an e-mail through the handoff panel's form (R-HND-10, R-HND-12).
    const form = await page.request.post(`/api/vg/${agentId}/convos/${ada.userId}/notify`, {
      data: {
        from: 'widget',
        emailForm: { email: 'ada@example.com', message: 'Please mail me the tracking link.' },
      },
    });
    expect(form.ok()).toBe(true);
    // Another visitor writes later: newer activity, but the waiting one stays first.
    await bob.say('Do you sell gift cards?');
    await expect(rows(page)).toHaveCount(2);
    const first = rows(page).first();
    await expect(first).toHaveAttribute('data-user-id', ada.userId);
    await expect(first).toHaveAttribute('data-waiting', 'true');
    await expect(first).toContainText('ada@example.com');
    await expect(first.getByTestId('state-badge')).toHaveText('Waiting');
    await expect(first.getByTestId('handoff-countdown')).toHaveText(/^1[45]:\d\d left$/);
    await captureAcross(page, testInfo, 'inbox-waiting', async (p) => {
      await p.goto(inbox);
      await expect(rows(p).first().getByTestId('handoff-countdown')).toBeVisible();
    });
  });

  await test.step('the owner takes over: the visitor is told who joined', async () => {
    await page.goto(inbox);
    await rows(page).first().click();
    await expect(page).toHaveURL(new RegExp(`conversation=${ada.userId}`));
    await expect(page.getByTestId('conversation-title')).toBeVisible();
    await expect(page.getByTestId('transcript')).toContainText('Hello, I need help with my order');
    await expect(page.getByTestId('transcript')).toContainText('E-mail form · ada@example.com');
    // Workspace people get the debug view (R-WCV-3); clients never do.
    await expect(page.getByTestId('debug-switch')).toBeVisible();
    await page.getByRole('button', { name: 'Visitor details' }).click();
    const details = page.getByRole('dialog', { name: 'Visitor details' });
    await expect(details.getByTestId('visitor-details')).toContainText('ada@example.com');
    await expect(details.getByTestId('visitor-details')).toContainText(ada.userId);
    await page.screenshot({ path: testInfo.outputPath('inbox-visitor-details.png') });
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    const mark = ada.mark();
    await page.getByRole('button', { name: 'Take over' }).click();
    await expect(page.getByText(HANDOFF_MESSAGES.takenOver)).toBeVisible();
    const joined = await ada.untilState('human-chatting', mark);
    expect((joined.data as { assignee: { firstName: string } }).assignee.firstName).toBe('Demo');
    await expect(page.getByTestId('conversation-detail').getByTestId('state-badge')).toHaveText('Human');
    await expect(page.getByRole('button', { name: 'Hand back to AI' })).toBeVisible();
  });

  await test.step('the owner replies (Enter sends, Shift+Enter is a new line, /shortcut, a file)', async () => {
    const input = page.getByTestId('reply-input');
    let mark = ada.mark();
    await input.fill('Hi, I am here to help.');
    await input.press('Enter');
    let seen = await ada.untilTurns((t) => textsOf(t.at(-1)!).includes('Hi, I am here to help.'), mark);
    expect(seen.at(-1)?.messages[0]?.sender).toMatchObject({ kind: 'human', name: 'Demo Owner' });
    await expect(input).toHaveValue('');
    await expect(turns(page).last()).toHaveAttribute('data-from', 'team');

    await input.pressSequentially('/ord');
    await expect(page.getByTestId('canned-picker')).toContainText('/order');
    await page.screenshot({ path: testInfo.outputPath('inbox-canned-picker.png') });
    await input.press('Enter');
    await expect(input).toHaveValue('Could you share your order number?');
    mark = ada.mark();
    await input.press('Enter');
    await ada.untilTurns((t) => textsOf(t.at(-1)!).includes('Could you share your order number?'), mark);

    await input.fill('Line one');
    await input.press('Shift+Enter');
    await input.pressSequentially('Line two');
    await expect(input).toHaveValue('Line one\nLine two');
    mark = ada.mark();
    await input.press('Enter');
    await ada.untilTurns((t) => textsOf(t.at(-1)!).includes('Line one\nLine two'), mark);

    await page
      .getByTestId('composer')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'return-label.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Return to: Shop Co, 1 Main Street'),
      });
    await expect(page.getByTestId('attachment-pill')).toHaveText('return-label.txt');
    mark = ada.mark();
    await page.getByTestId('send-reply').click();
    seen = await ada.untilTurns(
      (t) => textsOf(t.at(-1)!).some((x) => x.startsWith('[return-label.txt](')),
      mark,
    );
    await expect(page.getByRole('link', { name: 'return-label.txt' })).toHaveAttribute(
      'href',
      /\/api\/uploads\/eu\/[A-Za-z0-9]+$/,
    );
  });

  await test.step('the visitor answers: it shows at once and the AI stays silent', async () => {
    const synced = await ada.say('Thanks, it is order 42');
    expect(synced.at(-1)).toMatchObject({ from: 'human' });
    expect(textsOf(synced.at(-1)!)).toEqual(['Thanks, it is order 42']);
    await expect(turns(page).last()).toContainText('Thanks, it is order 42');
    await expect(turns(page).last()).toHaveAttribute('data-from', 'visitor');
    await page.waitForTimeout(1000);
    await expect(turns(page).last()).toHaveAttribute('data-from', 'visitor');
    await captureAcross(page, testInfo, 'inbox-conversation', async (p) => {
      await p.goto(`${inbox}?conversation=${ada.userId}`);
      await expect(p.getByTestId('transcript')).toContainText('Thanks, it is order 42');
    });
  });

  await test.step('tags, filters in the address, search and export', async () => {
    const tags = page.getByTestId('conversation-tags');
    await tags.click();
    await tags.pressSequentially('vip');
    await tags.press('Enter');
    await expect(
      page.locator(`[data-user-id="${ada.userId}"]`).getByText('vip', { exact: true }),
    ).toBeVisible();

    await page.getByTestId('filters-button').click();
    await page.getByTestId('filter-tag').click();
    await page.screenshot({ path: testInfo.outputPath('inbox-filters.png') });
    await page.getByRole('option', { name: 'vip' }).click();
    await expect(page).toHaveURL(/tag=vip/);
    await expect(rows(page)).toHaveCount(1);
    await page.reload();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toHaveAttribute('data-user-id', ada.userId);
    await page.getByTestId('filters-button').click();
    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.keyboard.press('Escape');
    await expect(rows(page)).toHaveCount(2);

    await page.getByTestId('inbox-search').fill('gift cards');
    await expect(page).toHaveURL(/q=gift/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toHaveAttribute('data-user-id', bob.userId);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(rows(page)).toHaveCount(2);

    await page.getByTestId('export-menu').click();
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV' }).first().click();
    const csv = await readFile(await (await csvDownload).path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      'conversation,visitor_name,visitor_email,session,time,from,sender,text',
    );
    expect(csv).toContain('Thanks, it is order 42');
    expect(csv).toContain('Demo Owner');
    expect(csv).not.toContain('gift cards');

    await page.goto(`${inbox}?conversation=${ada.userId}&tag=vip`);
    await page.getByTestId('export-menu').click();
    const jsonDownload = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'JSON' }).last().click();
    const exported = JSON.parse(await readFile(await (await jsonDownload).path(), 'utf8'));
    expect(exported).toMatchObject([{ userId: ada.userId, tags: ['vip'], state: 'human-chatting' }]);
  });

  await test.step('hand back: the visitor’s next message gets an AI answer', async () => {
    const mark = ada.mark();
    await page.getByRole('button', { name: 'Hand back to AI' }).click();
    await expect(page.getByText(HANDOFF_MESSAGES.handedBack)).toBeVisible();
    await ada.untilState('ai-chatting', mark);
    const synced = await ada.say('One more question about delivery');
    const last = synced.at(-1)!;
    expect(last.from).toBe('bot');
    expect(last.messages.every((m) => m.sender === undefined)).toBe(true);
    await expect(turns(page).last()).toHaveAttribute('data-from', 'ai');
  });

  await test.step('end the conversation; the visitor’s next message opens a new session in its own tab', async () => {
    const mark = ada.mark();
    await page.getByRole('button', { name: 'End conversation' }).click();
    await page.getByTestId('confirm-end-conversation').click();
    await ada.untilState('ended_chat', mark);
    await expect(page.getByTestId('conversation-ended')).toBeVisible();
    await ada.say('Hello again, a new question');
    const tabs = page.getByTestId('session-tabs');
    await expect(tabs.getByRole('tab')).toHaveCount(2);
    await expect(tabs.getByRole('tab', { name: /Session 2/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('transcript')).toContainText('Hello again, a new question');
    await expect(page.getByTestId('transcript')).not.toContainText('Thanks, it is order 42');
    await tabs.getByRole('tab', { name: /Session 1/ }).click();
    await expect(page.getByTestId('transcript')).toContainText('Thanks, it is order 42');
  });

  ada.socket.close();
  bob.socket.close();
});

test('R-HND-5 R-HND-6 a request nobody takes times out into "No response from team.." live in the inbox', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const { workspaceSecret } = await signInDemo(page);
  const agentId = await seedInboxAgent(page, workspaceSecret, { handoffTimeout: 4 });
  const cleo = await openVisitor(agentId, 'cleo');
  await cleo.say('Is anyone there?');
  const mark = cleo.mark();
  await cleo.askForPerson();

  await page.goto(`/app/eu/agents/${agentId}/convos?conversation=${cleo.userId}`);
  const pane = page.getByTestId('conversation-detail');
  await expect(pane.getByTestId('state-badge')).toHaveText('Waiting');
  await expect(pane.getByTestId('handoff-countdown')).toHaveText(/left|Timing out/);
  await page.screenshot({ path: testInfo.outputPath('inbox-timeout-waiting.png') });
  // The server sweeps due requests every HANDOFF_SWEEP_SECONDS (5 s by default), whoever is watching.
  await cleo.untilState('ai-chatting', mark);
  await expect(pane.getByTestId('notice').last()).toHaveText(HANDOFF_MESSAGES.noResponse, {
    timeout: 15_000,
  });
  await expect(pane.getByTestId('state-badge')).toHaveText('AI');
  await expect(pane.getByTestId('handoff-countdown')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('inbox-timeout-ended.png') });
  cleo.socket.close();
});

test('R-APS-5 R-WCV-3 R-ORG-2 a client with Conversations works the same inbox: one continuous thread, no debug view, no take-over when handoff is off', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const { workspaceSecret } = await signInDemo(page);
  const seeded = await seedOrgWithClient(page, workspaceSecret, {
    canAccess: ['/convos'],
    agents: ['Help Desk'],
  });
  const [agentId] = seeded.agentIds as [string];
  await trpcPost(page, 'orgs.update', {
    region: 'eu',
    orgId: seeded.orgId,
    patch: { widgetIDs: [agentId], settings: { continousSessionUI: true } },
  });
  // Two sessions: the owner ends the first, the visitor writes again.
  const dan = await openVisitor(agentId, 'dan');
  await dan.say('First visit question');
  await trpcPost(page, 'conversations.end', { region: 'eu', agentId, userId: dan.userId });
  await dan.say('Back again with another question');

  const context = await browser.newContext();
  try {
    const client = await context.newPage();
    const signedIn = await client.request.post('/api/auth/client/sign-in', {
      data: { email: seeded.email, password: CLIENT_PASSWORD },
    });
    expect(signedIn.ok()).toBe(true);
    await client.goto(`/app/eu/agents/${agentId}/convos?conversation=${dan.userId}`);
    const transcript = client.getByTestId('transcript');
    await expect(transcript).toContainText('First visit question');
    await expect(transcript).toContainText('Back again with another question');
    await expect(client.getByTestId('session-divider')).toHaveText(/Session 2/);
    await expect(client.getByTestId('session-tabs')).toHaveCount(0);
    await expect(client.getByTestId('debug-switch')).toHaveCount(0);

    // The client takes the conversation over like a workspace member would.
    const mark = dan.mark();
    await client.getByRole('button', { name: 'Take over' }).click();
    const joined = await dan.untilState('human-chatting', mark);
    expect((joined.data as { assignee: { firstName: string } }).assignee.firstName).toBe('Ada');
    await client.getByRole('button', { name: 'Hand back to AI' }).click();
    await dan.untilState('ai-chatting', mark);

    await trpcPost(page, 'orgs.update', {
      region: 'eu',
      orgId: seeded.orgId,
      patch: { disableHandoff: true },
    });
    await client.reload();
    await expect(client.getByTestId('handoff-off')).toBeVisible();
    await expect(client.getByRole('button', { name: 'Take over' })).toHaveCount(0);
    await expect(client.getByTestId('composer')).toHaveCount(0);
    await captureAcross(client, testInfo, 'inbox-client-handoff-off', async (p) => {
      await p.goto(`/app/eu/agents/${agentId}/convos?conversation=${dan.userId}`);
      await expect(p.getByTestId('handoff-off')).toBeVisible();
    });
  } finally {
    await context.close();
    dan.socket.close();
  }
});
