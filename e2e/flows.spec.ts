// Flows: an owner builds a two-step flow in the Prompt view, saves it, sees it on the Canvas, and a visitor walks it to the end.
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { expect, test } from '@playwright/test';

test('R-APS-2 R-APS-11 R-WRT-2 an owner builds a flow in the Prompt view and a visitor reaches its end', async ({
  page,
}) => {
  await page.request.post('/api/auth/sign-in', {
    data: { email: 'demo@parley.local', password: 'demo-password-e2e' },
  });
  const created = await page.request.post('/api/trpc/agents.convertAgentTemplateToAgent', {
    data: { region: 'eu', agentName: 'Flow shop', agentTemplate: 'blank-template' },
  });
  const agentId = (await created.json()).result.data.agentCreated.ID as string;
  await page.goto(`/app/eu/agents/${agentId}/nodes`);

  // A start step alone: the R-APS-11 switch shows, and leads to the Canvas and back.
  await page.getByTestId('add-start').click();
  await page.getByTestId('switch-view').click();
  await expect(page).toHaveURL(/\/prompt/);
  await expect(page.getByTestId('canvas-node')).toHaveCount(1);
  await expect(page.getByTestId('switch-view')).toHaveText('Switch to Prompt View');
  await page.getByTestId('switch-view').click();
  await expect(page).toHaveURL(/\/nodes/);

  await page.getByTestId('add-end').click();
  await expect(page.getByTestId('switch-view')).toHaveCount(0);
  const end = page.locator('[data-node-id="end-1"]');
  await end.getByTestId('node-title').fill('Goodbye');
  await end.getByTestId('node-message').fill('Thanks, we will be in touch.');
  await page.locator('[data-node-id="start-1"]').getByTestId('node-next').click();
  await page.getByRole('option', { name: 'Goodbye' }).click();
  await page.getByTestId('enable-flow').check();
  await page.getByTestId('save-flow').click();
  await expect(page.getByText(AGENT_MESSAGES.sectionSaved)).toBeVisible();

  // Saved: the tabs appear (enableNodes) and the Canvas draws both steps joined.
  await page.reload();
  await page.getByRole('tab', { name: 'Canvas' }).click();
  await expect(page.getByTestId('canvas-node')).toHaveCount(2);
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);

  // Dragging a step moves it; the new position is saved with the flow.
  const card = page.locator('.react-flow__node[data-id="end-1"]');
  const box = await card.boundingBox();
  if (!box) throw new Error('the end step is not drawn');
  await page.mouse.move(box.x + 40, box.y + 10);
  await page.mouse.down();
  await page.mouse.move(box.x + 240, box.y + 110, { steps: 8 });
  await page.mouse.up();
  await page.getByTestId('save-flow').click();
  await expect(page.getByText(AGENT_MESSAGES.sectionSaved).first()).toBeVisible();
  const input = encodeURIComponent(JSON.stringify({ region: 'eu', agentId }));
  const got = await (await page.request.get(`/api/trpc/agents.get?input=${input}`)).json();
  const saved = got.result.data.agent.nodes as Array<{ id: string; position: { x: number; y: number } }>;
  const before = { x: 80 + 40, y: 80 + 60 };
  const moved = saved.find((n) => n.id === 'end-1')?.position;
  expect(moved && moved.x - before.x).toBeGreaterThan(100);
  expect(moved && moved.y - before.y).toBeGreaterThan(40);

  const reply = await page.request.post(`/api/agents/${agentId}/interact/${agentId}-e2e`, {
    data: { action: { type: 'text', payload: 'hello' } },
  });
  const bot = (await reply.json()).turns[1];
  expect(bot.messages.map((m: { type: string }) => m.type)).toEqual(['text', 'end']);
  expect(bot.messages[0].payload.message).toBe('Thanks, we will be in touch.');
});
