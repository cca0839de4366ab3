// Issue 3's journey: a URL source from a site and a PDF reach SUCCESS; the widget answers a question only
// the PDF answers, with the PDF as its source (built-in retrieval responder: no model configured).
import { expect, test } from '@playwright/test';
import { makePdf } from '../packages/knowledge/src/testing/make-pdf';
import { HOST_URL, SERVER_URL } from '../playwright.config';

test('R-KB-2 R-KB-3 R-WCV-6 a URL source and a PDF are indexed and the widget answers from the PDF with its source', async ({
  page,
  context,
}, testInfo) => {
  await page.request.post('/api/auth/sign-in', {
    data: { email: 'demo@parley.local', password: 'demo-password-e2e' },
  });
  const created = await page.request.post('/api/trpc/agents.convertAgentTemplateToAgent', {
    data: { region: 'eu', agentName: 'Frame Expert', agentTemplate: 'customer-support' },
  });
  const agentId = (await created.json()).result.data.agentCreated.ID as string;

  const url = await page.request.post(`/api/v2/agents/${agentId}/kb`, {
    data: { urls: [`${HOST_URL}/docs/shipping`] },
  });
  expect(url.ok()).toBe(true);
  const pdf = await page.request.post(`/api/v2/agents/${agentId}/kb/files`, {
    multipart: {
      file: {
        name: 'frame-warranty.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(makePdf('Titanium frames carry a lifetime warranty against cracks.')),
      },
    },
  });
  expect(pdf.ok()).toBe(true);

  await expect
    .poll(
      async () => {
        const list = await (await page.request.get(`/api/v2/agents/${agentId}/kb`)).json();
        return (list.data as { status: string }[]).map((d) => d.status).sort();
      },
      { timeout: 30_000 },
    )
    .toEqual(['SUCCESS', 'SUCCESS']);

  await page.goto(`/app/eu/agents/${agentId}/kb`);
  await expect(page.getByTestId('kb-row')).toHaveCount(2);
  await page.screenshot({ path: testInfo.outputPath('knowledge-tab.png') });

  const site = await context.newPage();
  await site.goto(`${HOST_URL}/?agent=${agentId}&server=${SERVER_URL}`);
  await site.getByRole('button', { name: 'Open chat' }).click();
  const chat = site.frameLocator('iframe[title="Chat"]');
  const input = chat.getByRole('textbox', { name: 'Message' });
  await input.fill('What warranty do titanium frames have?');
  await input.press('Enter');
  const answer = chat.locator('[data-testid="parley-message"][data-from="bot"]').last();
  await expect(answer).toContainText('lifetime warranty');
  await expect(answer.getByTestId('parley-sources')).toContainText('frame-warranty.pdf');
  await site.screenshot({ path: testInfo.outputPath('widget-answer-with-source.png') });
});
