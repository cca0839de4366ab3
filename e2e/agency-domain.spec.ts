// The agency's own domain (R-DOM-*, R-CSH): verified by a TXT record in real DNS, it then serves the
// agency's client sign-in and dashboard instead of Parley's public site.
import { chromium, expect, test } from '@playwright/test';
import { DNS_CONTROL_URL, SERVER_URL } from '../playwright.config';
import { CLIENT_PASSWORD, seedOrgWithClient, trpcPost } from './support/clients';
import { signInDemo } from './support/session';

const DOMAIN = 'portal.bakery-agency.test';

test('R-DOM-2 R-DOM-3 R-DOM-4 R-DOM-10 R-DOM-12 R-DOM-13 R-CSH-1 R-CSH-2 a verified custom domain serves the agency’s client dashboard', async ({
  page,
}, testInfo) => {
  const { workspaceSecret } = await signInDemo(page);
  await trpcPost(page, 'agency.update', {
    name: 'Bakery Agency',
    tosPage: 'https://bakery-agency.test/terms',
  });
  const seeded = await seedOrgWithClient(page, workspaceSecret, {
    canAccess: ['/home', '/convos'],
    agents: ['Domain Desk'],
  });

  await page.goto('/app/eu/agency');
  await page.getByRole('tab', { name: 'Domains' }).click();
  await page.getByTestId('custom-domain-add').click();
  await expect(page.getByText('Please enter a custom domain')).toBeVisible();
  await page.getByTestId('custom-domain-input').fill('bakery-agency.test');
  await page.getByTestId('custom-domain-add').click();
  await expect(page.getByText('Please input a subdomain: "bakery-agency.test"')).toBeVisible();
  await page.getByTestId('custom-domain-input').fill(` ${DOMAIN.toUpperCase()} `);
  await page.getByTestId('custom-domain-add').click();
  await expect(page.getByText('Domain verification pending..')).toBeVisible();
  await expect(page.getByTestId('custom-domain-status')).toHaveText('pending');
  await testInfo.attach('custom-domain-pending.png', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });

  // Publish the TXT record the panel asks for; the 5 s poll (or Verify) sees it.
  const records = page.getByTestId('dns-records');
  const name = (await records.locator('tbody tr').first().locator('code').nth(0).textContent()) ?? '';
  const value = (await records.locator('tbody tr').first().locator('code').nth(1).textContent()) ?? '';
  expect(name).toBe(`_parley-verification.${DOMAIN}`);
  await page.request.post(`${DNS_CONTROL_URL}/txt`, { data: { name, values: [value] } });
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('custom-domain-status')).toHaveText('verified');
  await expect(page.getByText('Domain verification successful..')).toBeVisible();

  // A browser that resolves the domain to this server gets the agency's client sign-in at its root.
  const port = new URL(SERVER_URL).port;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', `--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1`],
  });
  try {
    const client = await (await browser.newContext()).newPage();
    await client.goto(`http://${DOMAIN}:${port}/`);
    await expect(client).toHaveURL(new RegExp(`^http://${DOMAIN}:${port}/client/login$`));
    await expect(client.getByRole('heading', { name: 'Sign in to Bakery Agency' })).toBeVisible();
    await client.goto(`http://${DOMAIN}:${port}/login`);
    await expect(client).toHaveURL(/\/client\/login$/);
    await client.getByLabel('Email').fill(seeded.email);
    await client.getByLabel('Password').fill(CLIENT_PASSWORD);
    await client.getByRole('button', { name: 'Sign In' }).click();
    await expect(client.getByTestId('home-tab')).toBeVisible();
    await expect(client.getByTestId('agency-footer')).toContainText('Bakery Agency');
    await expect(client.getByTestId('agency-footer').getByRole('link', { name: 'Terms' })).toHaveAttribute(
      'href',
      'https://bakery-agency.test/terms',
    );
    await testInfo.attach('custom-domain-client.png', {
      body: await client.screenshot(),
      contentType: 'image/png',
    });
  } finally {
    await browser.close();
  }

  // R-DOM-13: once verified the button is 'Delete Domain', confirmed; the domain stops serving.
  await page.getByRole('button', { name: 'Delete Domain' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Domain' }).click();
  await expect(page.getByText('Domain deleted successfully..')).toBeVisible();
  await expect(page.getByTestId('custom-domain-input')).toBeVisible();
});
