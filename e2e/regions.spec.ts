// Two regions, two databases: the dashboard follows an agent to its region, and 404s when it is nowhere.
import { expect, test } from '@playwright/test';

test('R-APS-15 R-REG-1 an agent opened under the wrong region redirects by swapping eu/na; a missing one shows /404', async ({
  page,
}) => {
  const signIn = await page.request.post('/api/auth/sign-in', {
    data: { email: 'demo@parley.local', password: 'demo-password-e2e' },
  });
  expect(signIn.ok()).toBe(true);
  const { workspace } = await signIn.json();

  const agentId = `NaAgent${Date.now()}`.slice(0, 16);
  const created = await page.request.post(`/api/v2/agents/${agentId}?region=na`, {
    data: { title: 'Virginia Desk' },
    headers: { authorization: `Bearer ${workspace.workspaceSecret}` },
  });
  expect((await created.json()).region).toBe('na');

  await page.goto(`/app/eu/agents/${agentId}/overview`);
  await expect(page).toHaveURL(new RegExp(`/app/na/agents/${agentId}/overview$`));
  await expect(page.getByRole('heading', { name: 'Virginia Desk' })).toBeVisible();

  await page.goto('/app/eu/agents/NoSuchAgent00001/overview');
  await expect(page).toHaveURL(/\/404$/);
});

test('R-SHL-4 the region switch moves between the two regions', async ({ page }) => {
  await page.request.post('/api/auth/sign-in', {
    data: { email: 'demo@parley.local', password: 'demo-password-e2e' },
  });
  await page.goto('/app/eu/agents');
  await expect(page.getByText('Parley Demo Agent')).toBeVisible();
  await page.getByTestId('region-switch').click();
  await page.getByRole('menuitem', { name: /North America/ }).click();
  await expect(page).toHaveURL(/\/app\/na\/agents$/);
  await expect(page.getByText('Parley Demo Agent')).toBeHidden();
});
