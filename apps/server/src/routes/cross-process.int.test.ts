// Stateless servers behind a load balancer (issue 6): two real server processes share one PostgreSQL.
// A visitor talks to one, the team to the other; live updates cross between them through LISTEN/NOTIFY,
// and killing a process outright loses no stored message. Runs in the real-PostgreSQL tier only.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TConversationDetail } from '@parley/contract/conversations';
import type { TInteractSocketMessage } from '@parley/contract/interact-socket';
import { messageText } from '@parley/contract/message-text';
import { createScratchDatabase, testDatabaseKind } from '@parley/db/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../testing/server-process';
import { openTestSocket } from '../testing/socket-client';

type Msg = TInteractSocketMessage;
const texts = (m: Msg) =>
  m.type === 'sync_chat_history' ? m.data.turns.flatMap((t) => t.messages.map((x) => messageText(x))) : [];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe.skipIf(testDatabaseKind() !== 'postgres')('two server processes sharing PostgreSQL', () => {
  const scratch: Array<{ drop(): Promise<void> }> = [];
  const dirs: string[] = [];
  let env: Record<string, string>;
  let a: ServerProcess;
  let b: ServerProcess;
  let portA: number;
  let cookie: string;
  let agentId: string;

  const start = async (port: number) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parley-xproc-'));
    dirs.push(dataDir);
    return startServerProcess({ port, env: { ...env, DATA_DIR: dataDir } });
  };
  const trpc = async <T>(server: ServerProcess, path: string, input: unknown, kind = 'mutation') => {
    const res =
      kind === 'query'
        ? await fetch(`${server.base}/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, {
            headers: { cookie },
          })
        : await fetch(`${server.base}/api/trpc/${path}`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json' },
            body: JSON.stringify(input),
          });
    const body = (await res.json()) as { result?: { data: T }; error?: { message: string } };
    if (!body.result) throw new Error(`${path}: ${body.error?.message}`);
    return body.result.data;
  };
  const transcript = async (server: ServerProcess, userId: string) =>
    (
      await trpc<TConversationDetail>(server, 'conversations.get', { region: 'eu', agentId, userId }, 'query')
    ).turns.flatMap((t) => t.messages.map((m) => messageText(m)));

  beforeAll(async () => {
    const base = process.env.TEST_DATABASE_URL as string;
    const [eu, na] = await Promise.all([
      createScratchDatabase(base, 'xproc_eu'),
      createScratchDatabase(base, 'xproc_na'),
    ]);
    scratch.push(eu, na);
    env = {
      DATABASE_URL_EU: eu.url,
      DATABASE_URL_NA: na.url,
      PARLEY_SECRET_KEY: randomBytes(32).toString('base64'),
    };
    portA = await freePort();
    [a, b] = await Promise.all([start(portA), freePort().then(start)]);

    const signUp = await fetch(`${a.base}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'xproc@example.com',
        password: 'correct horse battery',
        displayName: 'Dana Team',
      }),
    });
    const token = signUp.headers.getSetCookie().find((c) => c.startsWith('token='));
    if (!token) throw new Error(`no session: ${await signUp.text()}`);
    cookie = token.split(';')[0] as string;
    const { workspace } = (await signUp.json()) as { workspace: { workspaceSecret: string } };
    agentId = `XProc${Date.now().toString(36)}`;
    // Created through the other server: the session and the workspace live in the shared database.
    const created = await fetch(`${b.base}/api/v2/agents/${agentId}?region=eu`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${workspace.workspaceSecret}` },
      body: JSON.stringify({ title: 'Support Desk' }),
    });
    expect(created.status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    for (const s of scratch) await s.drop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }, 60_000);

  it('R-HND-3 R-HND-4 R-HND-8 a visitor on one server and the team on another see each other at once', async () => {
    const userId = `${agentId}-one`;
    const visitor = await openTestSocket<Msg>(`${a.base.replace('http', 'ws')}/api/interact`);
    const inbox = await openTestSocket<{ type: string; userId?: string }>(
      `${b.base.replace('http', 'ws')}/api/live`,
      { cookie, origin: b.base },
    );
    inbox.send({ type: 'subscribe', agentId, region: 'eu' });
    await inbox.until((m) => m.type === 'subscribed');

    visitor.send({ agentId, convoId: userId, prompt: 'Is anybody there?' });
    await visitor.until((m) => texts(m).includes('Is anybody there?'));
    await inbox.until((m) => m.type === 'changed' && m.userId === userId, 10_000);

    visitor.send({ agentId, convoId: userId, action: { type: 'request_handoff' } });
    await visitor.until((m) => m.type === 'conversation' && m.data.state === 'requested_chat');

    await trpc(b, 'conversations.takeOver', { region: 'eu', agentId, userId });
    const taken = await visitor.until(
      (m) => m.type === 'conversation' && m.data.state === 'human-chatting',
      10_000,
    );
    expect(taken).toMatchObject({ data: { assignee: { firstName: 'Dana' } } });

    await trpc(b, 'conversations.reply', { region: 'eu', agentId, userId, text: 'Dana here, from server B' });
    await visitor.until((m) => texts(m).includes('Dana here, from server B'), 10_000);

    const seen = inbox.received.length;
    visitor.send({ agentId, convoId: userId, prompt: 'Great, thanks' });
    await inbox.until(
      (m) => m.type === 'changed' && m.userId === userId && inbox.received.indexOf(m) >= seen,
    );
    expect(await transcript(b, userId)).toEqual(
      expect.arrayContaining(['Is anybody there?', 'Dana here, from server B', 'Great, thanks']),
    );
    visitor.close();
    inbox.close();
  }, 60_000);

  it('R-HND-4 killing a server outright loses no stored message; the visitor carries on through the other', async () => {
    const userId = `${agentId}-two`;
    const visitor = await openTestSocket<Msg>(`${a.base.replace('http', 'ws')}/api/interact`);
    visitor.send({ agentId, convoId: userId, action: { type: 'request_handoff' } });
    await visitor.until((m) => m.type === 'conversation' && m.data.state === 'requested_chat');
    await trpc(b, 'conversations.takeOver', { region: 'eu', agentId, userId });
    await visitor.until((m) => m.type === 'conversation' && m.data.state === 'human-chatting', 10_000);

    // The visitor keeps writing (one at a time, as the widget does) and the server dies (SIGKILL) with
    // the last message in flight.
    const sent = Array.from({ length: 6 }, (_, i) => `burst message ${i}`);
    for (const text of sent.slice(0, 5)) {
      visitor.send({ agentId, convoId: userId, prompt: text });
      await visitor.until((m) => texts(m).includes(text), 10_000);
    }
    visitor.send({ agentId, convoId: userId, prompt: sent[5] });
    await a.stop('SIGKILL');
    const acknowledged = sent.filter((t) => visitor.received.some((m) => texts(m).includes(t)));
    expect(acknowledged.length).toBeGreaterThanOrEqual(5);

    // Every message the visitor saw stored is there, in order, each turn whole.
    const afterKill = await transcript(b, userId);
    const stored = afterKill.filter((t) => t?.startsWith('burst message'));
    expect(stored).toEqual(expect.arrayContaining(acknowledged));
    expect(stored).toEqual(sent.slice(0, stored.length));

    // The team answers through B while A is down; the visitor reconnects to B and has it all.
    await trpc(b, 'conversations.reply', {
      region: 'eu',
      agentId,
      userId,
      text: 'Still here while A is down',
    });
    const again = await openTestSocket<Msg>(`${b.base.replace('http', 'ws')}/api/interact`);
    again.send({ agentId, convoId: userId, action: { type: 'subscribe' } });
    const state = await again.until((m) => m.type === 'conversation');
    expect(state).toMatchObject({ data: { state: 'human-chatting' } });
    again.send({ agentId, convoId: userId, prompt: 'Reconnected' });
    await again.until((m) => texts(m).includes('Reconnected'));
    const history = again.received.filter((m) => m.type === 'sync_chat_history').at(-1) as Msg;
    expect(texts(history)).toEqual(
      expect.arrayContaining([...stored, 'Still here while A is down', 'Reconnected']),
    );
    again.close();

    // A restarted server picks up where it was: same database, nothing to recover by hand.
    a = await start(portA);
    expect(await transcript(a, userId)).toEqual(await transcript(b, userId));
  }, 90_000);
});
