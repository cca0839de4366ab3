// R-WSP-8 R-WSP-9 R-WSP-10: a widget's settings address (/app/{region}/widgets/{id}) opens its agent page
// for the owner; anyone else is told the widget does not exist and sent to the widgets (agents) list.
import { expect, request, test } from '@playwright/test';
import { SERVER_URL } from '../playwright.config';
import { createAgent, signInDemo } from './support/session';

test('R-WSP-8 R-WSP-10 the owner lands on the agent page with the load notice', async ({ page }) => {
  const { workspaceSecret } = await signInDemo(page);
  const agentId = await createAgent(page, workspaceSecret, { title: 'Widget Link' });
  await page.goto(`/app/eu/widgets/${agentId}`);
  await expect(page.getByText('Widget data loaded succesfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/app/eu/agents/${agentId}/overview$`));
});

test('R-WSP-9 another workspace’s widget does not exist for you: notice, then the widgets list', async ({
  page,
}) => {
  const other = await request.newContext({ baseURL: SERVER_URL });
  const email = `other-${Date.now().toString(36)}@example.com`;
  const signUp = await other.post('/api/auth/sign-up', {
    data: { email, password: 'another-password-1', displayName: 'Other' },
  });
  expect(signUp.ok()).toBe(true);
  const secret = (await signUp.json()).workspace.workspaceSecret as string;
  const theirs = `Oth${Date.now().toString(36)}`.slice(0, 16).padEnd(16, 'x');
  const created = await other.post(`/api/v2/agents/${theirs}?region=eu`, {
    data: { title: 'Not yours' },
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(created.ok()).toBe(true);
  await other.dispose();

  await signInDemo(page);
  await page.goto(`/app/eu/widgets/${theirs}`);
  await expect(page.getByText('This widget does not exist.')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/eu\/agents$/);
  await expect(page.getByText('Not yours')).toHaveCount(0);
});
