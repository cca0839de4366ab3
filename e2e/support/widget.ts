// Steps shared by the widget journeys: agents set up through the REST call, the widget opened on the host
// site (another origin), and external-flow agents scripted through the fake Voiceflow API.
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { HOST_URL, SERVER_URL } from '../../playwright.config';
import { createAgent, signInDemo } from './session';

export type Trace = { type: string; payload?: unknown };
export interface VfScript {
  launch?: Trace[];
  replies?: { type?: string; text?: string; traces: Trace[] }[];
  fallback?: Trace[];
}

export const text = (message: string): Trace => ({ type: 'text', payload: { message } });

/** A native agent of the demo workspace; `doc` is merged into the REST body. */
export async function nativeAgent(page: Page, doc: Record<string, unknown> = {}): Promise<string> {
  const { workspaceSecret } = await signInDemo(page);
  return createAgent(page, workspaceSecret, { title: 'Bike Helper', ...doc });
}

/** (Re)writes what the fake flow of `key` answers; what it received so far is forgotten. */
export async function scriptFlow(page: Page, key: string, script: VfScript) {
  const res = await page.request.post(`${HOST_URL}/vf/scripts/${encodeURIComponent(key)}`, { data: script });
  expect(res.ok()).toBe(true);
}

/** An external-flow agent answering from `script` (its key is unique to the journey). */
export async function scriptedAgent(page: Page, script: VfScript, doc: Record<string, unknown> = {}) {
  const key = `VF.DM.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  await scriptFlow(page, key, script);
  const agentId = await nativeAgent(page, { agentPlatform: 'vf', VF_DIALOGUE_API_KEY: key, ...doc });
  return { agentId, key };
}

/** What the widget sent to the external flow, in order. */
export async function vfRequests(
  page: Page,
  key: string,
): Promise<{ userId: string; action: { type: string; payload?: unknown } }[]> {
  return (await page.request.get(`${HOST_URL}/vf/requests/${encodeURIComponent(key)}`)).json();
}

/** Updates an existing agent (merge-write). */
export async function updateAgent(page: Page, agentId: string, doc: Record<string, unknown>) {
  const { workspaceSecret } = await signInDemo(page);
  const res = await page.request.post(`/api/v2/agents/${agentId}`, {
    data: doc,
    headers: { authorization: `Bearer ${workspaceSecret}` },
  });
  expect(res.ok()).toBe(true);
}

export const hostUrl = (agentId: string, layout?: string) =>
  `${HOST_URL}/?agent=${agentId}&server=${SERVER_URL}${layout ? `&layout=${layout}` : ''}`;

/** Opens the host page and the widget on it; returns the chat frame. `fresh`: as a new visitor. */
export async function openWidget(
  site: Page,
  agentId: string,
  layout?: string,
  fresh = false,
): Promise<FrameLocator> {
  if (fresh) {
    // The visitor id lives in the host site's storage: forget it on a bare page of that origin first,
    // rather than booting the widget twice.
    await site.goto(`${HOST_URL}/health`);
    await site.evaluate(() => localStorage.clear());
  }
  await site.goto(hostUrl(agentId, layout));
  await site.getByRole('button', { name: 'Open chat' }).click();
  const chat = site.frameLocator('iframe[title="Chat"]');
  await expect(chat.getByTestId('parley-messages')).toBeVisible();
  return chat;
}

export const botMessages = (chat: FrameLocator) =>
  chat.locator('[data-testid="parley-message"][data-from="bot"]');
export const humanMessages = (chat: FrameLocator) =>
  chat.locator('[data-testid="parley-message"][data-from="human"]');

export async function say(chat: FrameLocator, message: string) {
  const input = chat.getByRole('textbox', { name: 'Message' });
  await input.fill(message);
  await input.press('Enter');
}
