// Event hooks end to end (R-EVT-1..4): an endpoint on the host site's origin receives client_created,
// signed, and the Events page shows the delivery and the workspace log.
import { expect, type Page, test } from '@playwright/test';
import { HOST_URL } from '../playwright.config';
import { captureAcross } from './support/screens';
import { signInDemo } from './support/session';

async function trpcMutation(page: Page, path: string, input: object) {
  const res = await page.request.post(`/api/trpc/${path}`, { data: input });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).result.data;
}

test('R-EVT-1 R-EVT-2 R-EVT-4 a client created through the organisations procedures is delivered to the hook and shown as delivered', async ({
  page,
}, testInfo) => {
  const { uid } = await signInDemo(page);
  await page.goto('/app/eu/events');
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();

  await page.getByTestId('hook-endpoint').fill(`${HOST_URL}/hooks`);
  await page.getByRole('checkbox', { name: /client_created/ }).check();
  await page.getByTestId('hook-save').click();
  await expect(page.getByText('Event hook settings saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Send test event' }).click();
  await expect(page.getByText('Test event delivered.')).toBeVisible();

  const clientName = `Clara ${Date.now()}`;
  const org = await trpcMutation(page, 'orgs.create', { name: 'Acme Bikes' });
  await trpcMutation(page, 'orgs.addClient', {
    orgId: org.ID,
    name: clientName,
    email: `clara-${Date.now()}@example.com`,
    password: 'Abcdefghijk2345',
  });

  const row = page.getByTestId('delivery-row').filter({ hasText: 'client_created' }).first();
  await expect(row).toHaveAttribute('data-status', 'delivered', { timeout: 20_000 });
  await expect(row).toContainText('create');

  const received = await (await page.request.get(`${HOST_URL}/hooks/received`)).json();
  const hook = received
    .map((r: { body: string }) => JSON.parse(r.body))
    .find((b: { payload: { clientName?: string } }) => b.payload.clientName === clientName);
  expect(hook).toMatchObject({
    type: 'client_created',
    payload: { organisationId: org.ID, operation: 'create' },
  });
  expect(JSON.stringify(received)).not.toContain('vg_');

  // R-EVT-1: an agent of the workspace writes to the log without credentials.
  const log = await page.request.post(`/api/workspace/${uid}/logs`, {
    data: {
      userId: uid,
      agentId: 'parleyDemoAgent1',
      type: 'handoff',
      content: 'A visitor asked for a person.',
      channel: 'widget',
    },
    headers: { cookie: '' },
  });
  expect(log.ok()).toBe(true);
  await expect(page.getByTestId('workspace-log')).toContainText('A visitor asked for a person.', {
    timeout: 15_000,
  });

  await captureAcross(page, testInfo, 'events', async (p) => {
    await p.goto('/app/eu/events');
    await expect(p.getByTestId('delivery-row').first()).toBeVisible();
  });
});
