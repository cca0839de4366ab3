// The Tools tab: create a tool, test it against a real local tool server, see the webhook and the answer, delete it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

test('R-TOOL-1 R-TOOL-2 R-TOOL-4 an owner creates a tool, tests it and deletes it', async ({ page }) => {
  const received: { authorization?: string; body: Record<string, unknown> }[] = [];
  const hook = createServer((req, res) => {
    let text = '';
    req.on('data', (c) => {
      text += c;
    });
    req.on('end', () => {
      received.push({ authorization: req.headers.authorization, body: JSON.parse(text) });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ results: [{ toolCallId: 'x', result: 'Order A-17 ships tomorrow' }] }));
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;

  try {
    await page.request.post('/api/auth/sign-in', {
      data: { email: 'demo@parley.local', password: 'demo-password-e2e' },
    });
    const created = await page.request.post('/api/trpc/agents.convertAgentTemplateToAgent', {
      data: { region: 'eu', agentName: 'Order desk', agentTemplate: 'blank-template' },
    });
    const agentId = (await created.json()).result.data.agentCreated.ID as string;
    await page.goto(`/app/eu/agents/${agentId}/tools`);

    await page.getByTestId('new-tool').click();
    await page.getByTestId('save-tool').click();
    await expect(page.getByText('Server URL must be a valid URL')).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill('lookup_order');
    await page.getByRole('textbox', { name: 'Description' }).fill('Finds the status of an order.');
    await page.getByPlaceholder('https://example.com/tools/lookup').fill(hookUrl);
    await page.getByLabel('Server URL secret').fill('hook-secret');
    await page.getByTestId('add-field').click();
    await page.getByLabel('Key').fill('orderId');
    await page.getByTestId('save-tool').click();

    const row = page.getByTestId('tool-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('lookup_order');
    await expect(row).toContainText(hookUrl);

    await row.getByTestId('test-tool').click();
    await page.getByLabel('orderId (string)').fill('A-17');
    await page.getByTestId('send-tool-test').click();
    await expect(page.getByTestId('tool-test-status')).toHaveText('HTTP 200');
    await expect(page.getByTestId('tool-test')).toContainText('Order A-17 ships tomorrow');
    expect(received[0]?.authorization).toBe('Bearer hook-secret');
    expect(received[0]?.body).toMatchObject({
      message: {
        type: 'tool-calls',
        toolCallList: [{ function: { name: 'lookup_order', arguments: { orderId: 'A-17' } } }],
      },
    });
    await page.keyboard.press('Escape');

    await row.getByText('lookup_order').click();
    await expect(page.getByText('A server URL secret is set.')).toBeVisible();
    await page.getByTestId('delete-tool').click();
    await page.getByTestId('confirm-delete-tool').click();
    await expect(page.getByTestId('tools-empty')).toBeVisible();
  } finally {
    hook.closeAllConnections();
    await new Promise((resolve) => hook.close(resolve));
  }
});
