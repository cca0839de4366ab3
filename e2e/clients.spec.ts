// Client users of an agency: sign-in (password, e-mailed code, one-tap link), the client shell with only
// the client's tabs and agents, the blocking modal, and the agency owner's admin magic link.
import { CLIENT_AUTH_MESSAGES } from '@parley/messages/client-auth';
import { expect, test } from '@playwright/test';
import { CLIENT_PASSWORD, mailTo, seedOrgWithClient, trpcPost } from './support/clients';
import { captureAcross } from './support/screens';
import { createAgent, signInDemo } from './support/session';

test('R-CLA-1 R-CLA-2 R-CLA-7 R-CLA-10 R-APS-5 R-APS-9 R-CSH-4 R-CSH-5 R-CSH-6 R-CSH-7 R-CSH-8 a client signs in with its password and sees only its tabs and agents', async ({
  page,
  browser,
}, testInfo) => {
  const { workspaceSecret } = await signInDemo(page);
  const seeded = await seedOrgWithClient(page, workspaceSecret, {
    canAccess: ['/home', '/convos', '/kb'],
    agents: ['Bakery Front Desk', 'Bakery Orders'],
  });
  const notGiven = await createAgent(page, workspaceSecret, { title: 'Not Theirs' });
  const [first, second] = seeded.agentIds as [string, string];

  const context = await browser.newContext();
  const client = await context.newPage();
  await client.goto('/client/login');
  const signIn = client.getByRole('button', { name: 'Sign In' });
  const code = client.getByRole('button', { name: 'Email Login Code' });
  // R-CLA-2: Sign In needs a password, Email Login Code the e-mail.
  await expect(signIn).toBeDisabled();
  await expect(code).toBeDisabled();
  await client.getByLabel('Email').fill(seeded.email);
  await expect(code).toBeEnabled();
  await expect(signIn).toBeDisabled();
  await client.getByLabel('Password').fill('wrong-password');
  await signIn.click();
  await expect(client.getByText(CLIENT_AUTH_MESSAGES.wrongPassword)).toBeVisible();
  await client.getByLabel('Password').fill(CLIENT_PASSWORD);
  await signIn.click();

  // R-CLA-10: the first tab of the first agent; R-APS-9: the vertical layout by default.
  await expect(client).toHaveURL(new RegExp(`/app/eu/agents/${first}/home$`));
  const sidebar = client.getByTestId('client-agent-sidebar');
  await expect(sidebar).toBeVisible();
  expect((await sidebar.boundingBox())?.width).toBe(250);
  await expect(client.getByTestId('agent-tab-home')).toBeVisible();
  await expect(client.getByTestId('agent-tab-convos')).toBeVisible();
  await expect(client.getByTestId('agent-tab-kb')).toBeVisible();
  await expect(client.getByTestId('agent-tab-overview')).toHaveCount(0);
  await expect(client.getByTestId('agent-tab-settings')).toHaveCount(0);
  await expect(client.getByTestId('home-tab')).toBeVisible();
  await expect(client.getByTestId('debugger-toggle')).toHaveCount(0);

  // R-APS-5: a tab outside the access list is not reachable by address; another agent is missing.
  await client.goto(`/app/eu/agents/${first}/settings`);
  await expect(client).toHaveURL(new RegExp(`/app/eu/agents/${first}/home$`));
  await client.goto(`/app/eu/agents/${notGiven}/home`);
  await expect(client).toHaveURL(/\/404$/);
  await client.goto('/app/eu/agents');
  await expect(client).toHaveURL(new RegExp(`/app/eu/agents/${first}/home$`));

  // R-CSH-6: switching agents keeps the tab.
  await client.getByTestId('agent-tab-kb').click();
  await expect(client).toHaveURL(new RegExp(`/agents/${first}/kb$`));
  await client.getByTestId('client-org-selector').click();
  await expect(client.getByTestId(`client-agent-${notGiven}`)).toHaveCount(0);
  await client.getByTestId(`client-agent-${second}`).click();
  await expect(client).toHaveURL(new RegExp(`/agents/${second}/kb$`));
  expect(await client.evaluate(() => localStorage.getItem('selected_widget_id'))).toBe(second);

  // Choosing an agent closes the selector.
  await expect(client.getByTestId('client-about')).toHaveCount(0);

  // R-CSH-5: About and + Add User are for org admins.
  await client.getByTestId('client-org-selector').click();
  await client.getByTestId('client-about').click();
  await expect(client.getByText(CLIENT_AUTH_MESSAGES.notAdmin)).toBeVisible();

  // R-CSH-4: each press toggles the status.
  const status = client.getByTestId('client-status-toggle');
  await expect(status).toHaveText('Offline');
  await status.click();
  await expect(status).toHaveText('Online');

  // R-CSH-7, R-CSH-8: the profile menu and the Account drawer.
  await client.getByTestId('client-profile-menu').click();
  await expect(client.getByTestId('client-profile-email')).toHaveText(seeded.email);
  await client.getByRole('menuitem', { name: 'Account' }).click();
  await client.getByLabel('Name').fill('Ada Lovelace');
  await client.getByRole('button', { name: 'Save' }).click();
  await expect(client.getByText(CLIENT_AUTH_MESSAGES.accountUpdated)).toBeVisible();

  await captureAcross(client, testInfo, 'client-home', async (p) => {
    await p.goto(`/app/eu/agents/${first}/home`);
    await expect(p.getByTestId('home-tab')).toBeVisible();
  });

  await client.getByTestId('client-profile-menu').click();
  await client.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(client).toHaveURL(/\/client\/login$/);
  await expect(client.getByText(CLIENT_AUTH_MESSAGES.signedOut)).toBeVisible();
  await context.close();
});

test('R-CLA-3 R-CLA-4 R-AGY-3 with password login off, a client signs in with the code e-mailed to it', async ({
  page,
  browser,
}, testInfo) => {
  const { workspaceSecret, uid } = await signInDemo(page);
  const seeded = await seedOrgWithClient(page, workspaceSecret, {
    canAccess: ['/home', '/kb'],
    agents: ['Code Desk'],
  });
  await trpcPost(page, 'agency.update', { disablePasswordLogin: true });
  // Whatever happens, the demo agency gets password login back for the other journeys.
  const context = await browser.newContext();
  try {
    const client = await context.newPage();
    await client.goto(`/client/login?agency=${uid}`);
    await expect(client.getByLabel('Email')).toBeVisible();
    // R-CLA-4: no password field and no Sign In until a code was sent.
    await expect(client.getByLabel('Password')).toHaveCount(0);
    await expect(client.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
    await captureAcross(client, testInfo, 'client-login-code-only', async (p) => {
      await p.goto(`/client/login?agency=${uid}`);
      await expect(p.getByRole('button', { name: 'Email Login Code' })).toBeVisible();
    });

    await client.getByLabel('Email').fill(seeded.email);
    await client.getByRole('button', { name: 'Email Login Code' }).click();
    // R-CLA-3: the Login Code field with Sign In, Resend Code and Cancel.
    await expect(client.getByLabel('Login Code')).toBeVisible();
    await expect(client.getByRole('button', { name: 'Resend Code' })).toBeVisible();
    await client.getByRole('button', { name: 'Cancel' }).click();
    await expect(client.getByLabel('Login Code')).toHaveCount(0);
    await client.getByRole('button', { name: 'Email Login Code' }).click();
    // Only the newest code works (the first one was retired by the second request).
    const mail = await mailTo(page, seeded.email, /\b\d{6}\b/, 2);
    const loginCode = /\b(\d{6})\b/.exec(mail.text)![1]!;
    await client.getByLabel('Login Code').fill(loginCode);
    await client.getByRole('button', { name: 'Sign In' }).click();
    await expect(client).toHaveURL(/\/agents\/[^/]+\/home$/);
    await expect(client.getByText(CLIENT_AUTH_MESSAGES.signedIn)).toBeVisible();
  } finally {
    await trpcPost(page, 'agency.update', { disablePasswordLogin: false });
    await context.close();
  }
});

test('R-CLA-11 R-CLA-13 R-ORG-14 a client of an organisation with access disabled sees its message and can only log out', async ({
  page,
  browser,
}, testInfo) => {
  const { workspaceSecret } = await signInDemo(page);
  const message = 'Your subscription is paused. Call us on 555-0100.';
  const seeded = await seedOrgWithClient(page, workspaceSecret, {
    canAccess: ['/home'],
    agents: ['Paused Desk'],
    settings: { disableClientAccess: true, disableClientAccessMessage: message },
  });
  const context = await browser.newContext();
  const client = await context.newPage();
  await client.goto(`/client/login?username=${encodeURIComponent(seeded.email)}&password=${CLIENT_PASSWORD}`);
  // R-CLA-5: the address signed in; the credentials do not stay in it.
  await expect(client.getByTestId('client-blocked-message')).toHaveText(message);
  expect(client.url()).not.toContain('password');
  await testInfo.attach('client-blocked.png', { body: await client.screenshot(), contentType: 'image/png' });
  await client.getByRole('button', { name: 'Log Out' }).click();
  await expect(client).toHaveURL(/\/client\/login$/);
  await context.close();
});

test('R-CLA-6 R-CLA-16 a one-tap link e-mailed by the owner signs the client in once', async ({
  page,
  browser,
}) => {
  const { workspaceSecret } = await signInDemo(page);
  const seeded = await seedOrgWithClient(page, workspaceSecret, {
    canAccess: ['/home'],
    agents: ['Link Desk'],
  });
  await trpcPost(page, 'orgs.sendLoginLink', {
    region: 'eu',
    orgId: seeded.orgId,
    clientId: seeded.clientId,
  });
  const mail = await mailTo(page, seeded.email, /token=/);
  const link = /(https?:\/\/\S+token=[A-Za-z0-9]+)/.exec(mail.text)![1]!;

  const context = await browser.newContext();
  const client = await context.newPage();
  await client.goto(link);
  await expect(client).toHaveURL(/\/agents\/[^/]+\/home$/);
  await context.clearCookies();
  await client.goto(link);
  await expect(client.getByText(CLIENT_AUTH_MESSAGES.linkInvalid)).toBeVisible();
  await context.close();
});

test('R-CLA-14 R-CLA-19 R-CSH-3 the agency owner opens every agent through the admin magic link and goes back', async ({
  page,
}, testInfo) => {
  await signInDemo(page);
  await page.goto('/app/eu/agency');
  // The link shows once the secret has loaded; read it only then.
  const magicLink = page.getByTestId('agency-magic-link');
  await expect(magicLink).toHaveText(/\/client\/login\?secret=[A-Za-z0-9]{25}$/);
  const link = ((await magicLink.textContent()) ?? '').trim();
  await page.goto(link);
  await expect(page.getByTestId('client-shell')).toBeVisible();
  await expect(page).toHaveURL(/\/agents\/[^/]+\/home$/);
  // Vertical layout on an agent page: the owner notice sits in the sidebar instead of the bar.
  await expect(page.getByTestId('agency-owner-notice')).toBeVisible();
  await expect(page.getByTestId('agent-tab-kb')).toBeVisible();
  await expect(page.getByTestId('agent-tab-settings')).toBeVisible();
  await page.getByTestId('client-org-selector').click();
  const avatars = page.locator('[data-testid^="client-agent-"]');
  expect(await avatars.count()).toBeGreaterThan(1);
  await page.keyboard.press('Escape');
  await testInfo.attach('agency-admin-view.png', { body: await page.screenshot(), contentType: 'image/png' });
  // R-CSH-3: back to the owner's own workspace, whose session was kept.
  await page.getByRole('button', { name: 'Back to my workspace' }).click();
  await expect(page).toHaveURL(/\/app\/eu\/agents$/);
  await expect(page.getByTestId('app-topbar')).toBeVisible();
});

test('R-CSH-5 R-ORG-11 R-ORG-10 an org admin edits its organisation and adds a user from the client dashboard', async ({
  page,
  browser,
}, testInfo) => {
  const { workspaceSecret } = await signInDemo(page);
  const seeded = await seedOrgWithClient(page, workspaceSecret, {
    canAccess: ['/home', '/convos'],
    agents: ['Admin Desk'],
    isOrgAdmin: true,
    name: 'Bakery Group',
  });
  const context = await browser.newContext();
  const client = await context.newPage();
  await client.goto('/client/login');
  await client.getByLabel('Email').fill(seeded.email);
  await client.getByLabel('Password').fill(CLIENT_PASSWORD);
  await client.getByRole('button', { name: 'Sign In' }).click();
  await expect(client.getByTestId('home-tab')).toBeVisible();

  // About: the organisation's name (R-ORG-10's message), without the root admin's settings.
  await client.getByTestId('client-org-selector').click();
  await client.getByTestId('client-about').click();
  const about = client.getByTestId('org-info-drawer');
  await expect(about.getByTestId('org-name')).toHaveValue('Bakery Group');
  await expect(about.getByRole('switch', { name: /^Client access/ })).toHaveCount(0);
  await about.getByTestId('org-name').fill('Bakery Group HQ');
  await about.getByTestId('org-info-save').click();
  await expect(client.getByText('Organization updated successfully!')).toBeVisible();
  await expect(client.getByTestId('client-org-selector')).toContainText('Bakery Group HQ');

  // + Add User: a colleague who can sign in at once; the org admin cannot make admins.
  await client.getByTestId('client-org-selector').click();
  await client.getByTestId('client-add-user').click();
  const drawer = client.getByTestId('client-user-drawer');
  await expect(drawer.getByRole('switch', { name: /^Organization admin/ })).toHaveCount(0);
  const colleague = `colleague-${Date.now()}@bakery.test`;
  await drawer.getByTestId('client-name').fill('Colleague');
  await drawer.getByTestId('client-email').fill(colleague);
  await drawer.getByTestId('client-password').fill(CLIENT_PASSWORD);
  await testInfo.attach('org-admin-add-user.png', {
    body: await client.screenshot(),
    contentType: 'image/png',
  });
  await drawer.getByTestId('client-save').click();
  await expect(client.getByText('Colleague was added.')).toBeVisible();
  const res = await page.request.post('/api/auth/client/sign-in', {
    data: { email: colleague, password: CLIENT_PASSWORD },
  });
  expect(res.status()).toBe(200);
  expect((await res.json()).client).toMatchObject({ orgId: seeded.orgId, isOrgAdmin: false });
  await context.close();
});
