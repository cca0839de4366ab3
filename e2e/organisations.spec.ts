// The Clients pages: the demo owner creates an organisation, edits Org Info, adds and edits a client user,
// and moves credits to the organisation and back.
import { expect, type Page, test } from '@playwright/test';
import { captureAcross } from './support/screens';
import { signInDemo } from './support/session';

/** A 1×1 blue PNG, a real image the upload route accepts. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const uniqueEmail = () => `e2e-client-${Date.now().toString(36)}@example.com`;

/** The notice shown for a moment after an action. */
const notice = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

/** Opens a collapsible panel of a drawer unless it is open already. */
async function openPanel(scope: ReturnType<Page['getByTestId']>, title: string) {
  const header = scope.getByRole('button', { name: new RegExp(`^${title}`) });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
}

test('R-SHL-3 R-ORG-7 R-SHL-13 the Clients page lists organisations and creates a New Organization', async ({
  page,
}, testInfo) => {
  await signInDemo(page);
  await page.goto('/app/eu/agents');
  await page.getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/app\/eu\/clients$/);
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();

  await page.getByTestId('new-org').click();
  await expect(page).toHaveURL(/\/app\/eu\/clients\/[A-Za-z0-9]{20}$/);
  await expect(page.getByTestId('org-title')).toHaveText('New Organization');

  await page.getByTestId('back-to-clients').click();
  await expect(page.getByTestId('org-row').first()).toContainText('New Organization');
  await page.getByTestId('org-search').fill('no such organisation');
  await expect(page.getByTestId('orgs-no-match')).toBeVisible();
  await page.getByTestId('org-search').fill('new org');
  await expect(page.getByTestId('org-row').first()).toBeVisible();
  await page.getByTestId('org-search').fill('');

  await captureAcross(page, testInfo, 'clients-page', async (p) => {
    await p.goto('/app/eu/clients');
    await expect(p.getByTestId('org-row').first()).toBeVisible();
  });

  // R-SHL-13: a failed list reads 'Error has occured: {message}'. The failure is injected at the network,
  // since a signed-in owner's list has no natural way to fail. tRPC batches orgs.list with the shell's
  // own queries (the bell's), so only its slot of the batch is replaced.
  await page.route(/\/api\/trpc\/[^?]*orgs\.list/, async (route) => {
    const names = decodeURIComponent(new URL(route.request().url()).pathname.split('/').pop() ?? '');
    const real = await route.fetch();
    const body = (await real.json()) as unknown[];
    body[names.split(',').indexOf('orgs.list')] = {
      error: { message: 'Storage is offline', code: -32003, data: { code: 'FORBIDDEN', httpStatus: 403 } },
    };
    await route.fulfill({ status: body.length > 1 ? 207 : 403, json: body });
  });
  await page.goto('/app/eu/clients');
  await expect(page.getByRole('alert')).toHaveText('Error has occured: Storage is offline');
});

test('R-ORG-3 R-ORG-4 R-ORG-5 R-ORG-6 R-ORG-9 R-ORG-11 R-ORG-13 R-ORG-15 R-ORG-17 R-ORG-19 R-CSH-14 the owner sets up an organisation, its user and its credits', async ({
  page,
}, testInfo) => {
  // One journey through four screens, each captured at two widths in two schemes.
  test.setTimeout(180_000);
  await signInDemo(page);
  await page.goto('/app/eu/clients');
  await page.getByTestId('new-org').click();
  await expect(page.getByTestId('org-title')).toHaveText('New Organization');
  const orgUrl = page.url();
  const orgId = orgUrl.split('/').pop()!;

  // Org Info: a blank name is refused (R-ORG-7), then name, settings and the access message (R-ORG-9).
  await page.getByTestId('open-org-info').click();
  const drawer = page.getByTestId('org-info-drawer');
  await drawer.getByTestId('org-name').fill('');
  await drawer.getByTestId('org-info-save').click();
  await expect(drawer.getByText('Organization name is required.').first()).toBeVisible();
  await drawer.getByTestId('org-name').fill('Acme Dental');
  // The logo goes through POST /api/uploads and is stored as the returned URL.
  await drawer
    .locator('input[type=file]')
    .setInputFiles({ name: 'acme.png', mimeType: 'image/png', buffer: LOGO });
  await expect(drawer.locator('img[src*="/api/uploads/eu/"]')).toBeVisible();

  await drawer.getByTestId('org-language').click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await drawer.getByText('Horizontal', { exact: true }).click();
  await drawer.getByTestId('org-agents').click();
  await page.getByRole('option', { name: 'Parley Demo Agent' }).click();
  await page.keyboard.press('Escape');

  await openPanel(drawer, 'Conversations');
  await drawer.getByRole('switch', { name: /^Smart handoff/ }).check();
  await openPanel(drawer, 'Tags and canned responses');
  await drawer.getByTestId('org-tags').fill('vip');
  await page.keyboard.press('Enter');
  await drawer.getByRole('switch', { name: /^Predefined tags only/ }).check();
  await drawer.getByRole('switch', { name: /^Canned responses/ }).check();
  await drawer.getByRole('button', { name: 'Add response' }).click();
  await drawer.getByLabel('Shortcut 1').fill('hours');
  await drawer.getByLabel('Message 1').fill('We are open 9 to 5.');

  await openPanel(drawer, 'Billing and access');
  // R-ORG-13: the demo workspace has no connected payment account.
  await expect(drawer.getByRole('switch', { name: /^Billing/ })).toBeDisabled();
  await expect(
    drawer.getByText('Connect your payment account in agency settings to enable billing.'),
  ).toBeVisible();
  await drawer.getByRole('switch', { name: /^Client access/ }).uncheck();
  const message = drawer.getByTestId('access-message');
  await message.fill('x'.repeat(1025));
  await expect(drawer.getByTestId('access-message-count')).toHaveText('1025/1024');
  await drawer.getByTestId('org-info-save').click();
  await expect(drawer.getByText('The message must be at most 1024 characters.').first()).toBeVisible();
  await message.fill('Acme is moving to a new plan. Back on Monday!');
  await expect(drawer.getByTestId('access-message-count')).toHaveText('45/1024');

  await captureAcross(page, testInfo, 'org-info-drawer', async (p) => {
    await expect(p.getByTestId('org-info-form')).toBeVisible();
  });
  await captureAcross(page, testInfo, 'org-info-drawer-top', async (p) => {
    await p.getByTestId('org-name').scrollIntoViewIfNeeded();
  });

  await drawer.getByTestId('org-info-save').click();
  await expect(notice(page, 'Organization updated successfully!')).toBeVisible();
  await expect(page.getByTestId('org-title')).toHaveText('Acme Dental');
  await expect(page.getByTestId('org-header').locator('img[src*="/api/uploads/eu/"]')).toBeVisible();
  await expect(page.getByTestId('org-agent-title')).toHaveText('Parley Demo Agent');

  // Saved: reopening shows what the server holds.
  await page.getByTestId('open-org-info').click();
  await expect(drawer.getByTestId('org-name')).toHaveValue('Acme Dental');
  await openPanel(drawer, 'Billing and access');
  await expect(drawer.getByTestId('access-message')).toHaveValue(
    'Acme is moving to a new plan. Back on Monday!',
  );
  await expect(drawer.getByRole('switch', { name: /^Client access/ })).not.toBeChecked();
  await drawer.getByRole('button', { name: 'Cancel' }).click();

  // Add User: all fields required (R-ORG-4), a generated 15-character password (R-ORG-6), one agent.
  await page.getByTestId('open-add-user').click();
  const userDrawer = page.getByTestId('client-user-drawer');
  await userDrawer.getByTestId('client-save').click();
  await expect(userDrawer.getByRole('alert')).toHaveText('Please fill out all fields.');
  const email = uniqueEmail();
  await userDrawer.getByTestId('client-name').fill('Dana Dentist');
  await userDrawer.getByTestId('client-email').fill(email);
  await userDrawer.getByTestId('client-password-generate').click();
  const password = await userDrawer.getByTestId('client-password').inputValue();
  expect(password).toMatch(/^[A-Za-z0-9]{15}$/);
  await expect(userDrawer.getByTestId('client-password')).toHaveAttribute('type', 'text');
  // R-ORG-15: the organisation's default sections are granted.
  const access = userDrawer.getByTestId('client-access');
  for (const section of ['Home', 'Conversations', 'Analytics', 'Knowledge', 'Campaigns']) {
    await expect(access.getByRole('checkbox', { name: section, exact: true })).toBeChecked();
  }
  await expect(access.getByRole('checkbox', { name: 'Settings', exact: true })).not.toBeChecked();
  await userDrawer.getByTestId('client-agents').click();
  await page.getByRole('option', { name: 'Parley Demo Agent' }).click();
  await page.keyboard.press('Escape');

  await captureAcross(page, testInfo, 'add-user-drawer', async (p) => {
    await expect(p.getByTestId('client-user-form')).toBeVisible();
  });

  await userDrawer.getByTestId('client-save').click();
  await expect(notice(page, 'Dana Dentist was added.')).toBeVisible();
  const row = page.getByTestId('client-row').filter({ hasText: 'Dana Dentist' });
  await expect(row).toContainText(email);
  await expect(row.getByTestId('client-status')).toHaveText('Offline');
  await expect(row.getByTestId('org-admin-badge')).toHaveCount(0);

  // R-ORG-14: the new user signs in with the generated password and is blocked with the org's message.
  const signedIn = await page.request.post('/api/auth/client/sign-in', { data: { email, password } });
  expect(signedIn.status()).toBe(200);
  expect((await signedIn.json()).blocked).toEqual({
    reason: 'accessDisabled',
    message: 'Acme is moving to a new plan. Back on Monday!',
  });

  // R-ORG-5: the same e-mail cannot be added twice.
  await page.getByTestId('open-add-user').click();
  await userDrawer.getByTestId('client-name').fill('Dana Again');
  await userDrawer.getByTestId('client-email').fill(email);
  await userDrawer.getByTestId('client-password-generate').click();
  await userDrawer.getByTestId('client-save').click();
  await expect(userDrawer.getByRole('alert')).toHaveText(`Client already exists to org: ${orgId}`);
  await userDrawer.getByRole('button', { name: 'Cancel' }).click();

  // Edit User (R-ORG-11): rename, make org admin, grant Settings and move it first; the password stays.
  await row.getByTestId('edit-client').click();
  await expect(userDrawer.getByTestId('client-password')).toHaveValue('');
  await userDrawer.getByTestId('client-name').fill('Dana D.');
  await openPanel(userDrawer, 'Dashboard access');
  // R-CSH-14: 'Select All' selects every section, then clears them; the sections are picked again.
  const selectAll = access.getByRole('checkbox', { name: 'Select All' });
  await selectAll.click();
  await expect(access.getByText('15/15')).toBeVisible();
  await selectAll.click();
  await expect(access.getByText('0/15')).toBeVisible();
  for (const section of ['Home', 'Conversations', 'Analytics', 'Knowledge', 'Campaigns', 'Settings']) {
    await access.getByRole('checkbox', { name: section, exact: true }).check();
  }
  await openPanel(userDrawer, 'Tab order');
  await userDrawer.getByRole('button', { name: 'Move Settings up' }).click();
  await userDrawer.getByRole('switch', { name: /^Organization admin/ }).check();
  await captureAcross(page, testInfo, 'edit-user-drawer', async (p) => {
    await expect(p.getByTestId('client-user-form')).toBeVisible();
  });
  await userDrawer.getByTestId('client-save').click();
  await expect(notice(page, 'Dana D. was saved.')).toBeVisible();
  const edited = page.getByTestId('client-row').filter({ hasText: 'Dana D.' });
  await expect(edited.getByTestId('org-admin-badge')).toBeVisible();
  const again = await page.request.post('/api/auth/client/sign-in', { data: { email, password } });
  expect(again.status()).toBe(200);
  expect((await again.json()).client).toMatchObject({
    name: 'Dana D.',
    isOrgAdmin: true,
    canAccess: ['/home', '/convos', '/analytics', '/kb', '/campaigns', '/settings'],
  });

  await captureAcross(page, testInfo, 'org-page', async (p) => {
    await p.goto(orgUrl);
    await expect(p.getByTestId('client-row').first()).toBeVisible();
  });

  // Credits (R-ORG-17..19): to the organisation and back, never more than the source holds.
  await page.getByTestId('open-transfer').click();
  const modal = page.getByTestId('transfer-modal');
  await expect(modal.getByTestId('balance-org')).toHaveText('0');
  const workspaceBefore = Number(
    (await modal.getByTestId('balance-workspace').textContent())!.replace(/,/g, ''),
  );
  expect(workspaceBefore).toBeGreaterThanOrEqual(300);
  await modal.getByTestId('transfer-submit').click();
  await expect(modal.getByRole('alert')).toHaveText('Please enter a valid amount to transfer.');
  await modal.getByTestId('transfer-amount').fill(String(workspaceBefore + 1));
  await modal.getByTestId('transfer-submit').click();
  await expect(modal.getByRole('alert')).toHaveText('Not enough credits in workspace.');
  await modal.getByTestId('transfer-amount').fill('300');
  await modal.getByTestId('transfer-submit').click();
  await expect(notice(page, 'Credits transferred successfully!')).toBeVisible();
  await expect(modal.getByTestId('balance-org')).toHaveText('300');
  await expect(modal.getByTestId('balance-workspace')).toHaveText(
    (workspaceBefore - 300).toLocaleString('en-US'),
  );

  await modal.getByText('Org → Workspace').click();
  await modal.getByTestId('transfer-amount').fill('400');
  await modal.getByTestId('transfer-submit').click();
  await expect(modal.getByRole('alert')).toHaveText('Not enough credits in org.');
  await modal.getByTestId('transfer-amount').fill('100');
  await modal.getByTestId('transfer-submit').click();
  await expect(modal.getByTestId('balance-org')).toHaveText('200');
  await expect(modal.getByTestId('transfer-history').getByText('To workspace')).toBeVisible();
  await expect(modal.getByTestId('transfer-history').getByText('To organization')).toBeVisible();
  await captureAcross(page, testInfo, 'transfer-modal', async (p) => {
    await expect(p.getByTestId('transfer-history')).toBeVisible();
  });
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('org-credits')).toHaveText('200 credits');

  await page.goto('/app/eu/clients');
  const listed = page.getByTestId('org-row').filter({ hasText: 'Acme Dental' });
  await expect(listed).toContainText('1 client');
  await expect(listed.getByTestId('org-row-credits')).toHaveText('200 credits');

  // Removing the user ends its access: its password no longer signs in.
  await listed.click();
  await page.getByTestId('client-row').getByTestId('remove-client').click();
  await page.getByTestId('confirm-remove-client').click();
  await expect(notice(page, 'Dana D. was removed.')).toBeVisible();
  await expect(page.getByTestId('clients-empty')).toBeVisible();
  const gone = await page.request.post('/api/auth/client/sign-in', { data: { email, password } });
  expect(gone.status()).toBe(404);
});
