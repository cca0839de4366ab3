// The Knowledge tab: empty state, add a Text source, see it reach SUCCESS, search by name, preview what retrieval returns.
import { expect, test } from '@playwright/test';

test('R-WSP-11 R-WSP-12 an owner adds a text source and previews the knowledge base', async ({ page }) => {
  await page.request.post('/api/auth/sign-in', {
    data: { email: 'demo@parley.local', password: 'demo-password-e2e' },
  });
  const created = await page.request.post('/api/trpc/agents.convertAgentTemplateToAgent', {
    data: { region: 'eu', agentName: 'Kettle shop', agentTemplate: 'blank-template' },
  });
  const agentId = (await created.json()).result.data.agentCreated.ID as string;
  await page.goto(`/app/eu/agents/${agentId}/kb`);

  await expect(page.getByTestId('kb-empty')).toContainText('No Documents');
  await page.getByTestId('kb-new').click();
  const dialog = page.getByRole('dialog', { name: 'Add Source' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Delivery');
  await dialog
    .getByRole('textbox', { name: 'Text', exact: true })
    .fill('We deliver kettles to Norway within four days.');
  await page.getByTestId('kb-add-submit').click();

  const row = page.getByTestId('kb-row');
  await expect(row).toContainText('Delivery');
  await expect(row).toContainText('just now');
  await expect(row.getByTestId('kb-status')).toHaveText('SUCCESS');

  await page.getByTestId('kb-search').fill('nothing-like-this');
  await expect(page.getByTestId('kb-empty')).toContainText('No Documents');
  await page.getByTestId('kb-search').fill('deliv');
  await expect(row).toContainText('Delivery');

  // R-WSP-13 a document opens by ?doc_id= (the row click sets it).
  await row.click();
  await expect(page).toHaveURL(/doc_id=/);
  await expect(page.getByTestId('kb-document')).toContainText('four days');
  await page.reload();
  await expect(page.getByTestId('kb-document')).toContainText('SUCCESS');
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/doc_id=/);

  await page.getByTestId('kb-preview').click();
  const preview = page.getByRole('dialog', { name: 'Preview KB' });
  await preview.getByRole('textbox', { name: 'Question', exact: true }).fill('do you ship to norway?');
  await preview.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('kb-passage')).toContainText('four days');
});
