// Sign-up extras and the shell around them: onboarding (R-ONB-1), a revoked session (R-ONB-2), the
// double-account warning (R-SHL-7, R-SHL-8), and the Upgrade Plan button and billing page (R-SHL-3, -10, -11).
import { SHELL_MESSAGES } from '@parley/messages/shell';
import { expect, type Page, test } from '@playwright/test';
import { captureAcross } from './support/screens';
import { DEMO, signInDemo } from './support/session';

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

async function trpcMutation(page: Page, path: string, input: object = {}) {
  const res = await page.request.post(`/api/trpc/${path}`, { data: input });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).result.data;
}

test('R-ONB-1 R-ONB-7 sign up from a referral link, answer the onboarding questions, land on the agents', async ({
  page,
}, testInfo) => {
  await page.goto('/?ps_xid=e2e-partner-7');
  await page.getByTestId('public-header').getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel('Your name').fill('Nora New');
  await page.getByLabel('Work email').fill(unique('nora'));
  await page.getByLabel('Password').fill('a-long-password-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/onboarding\?region=eu$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Parley' })).toBeVisible();
  await expect(page.getByTestId('product-footer')).toBeVisible();

  await captureAcross(page, testInfo, 'onboarding', async (p) => {
    await p.goto('/onboarding?region=eu');
    await expect(p.getByRole('heading', { name: 'Welcome to Parley' })).toBeVisible();
  });

  // The app itself sends an incomplete profile back to onboarding.
  await page.goto('/app/eu/agents');
  await expect(page).toHaveURL(/\/onboarding\?region=eu$/);
  await expect(page.getByLabel('Your name')).toHaveValue('Nora New');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please pick one.').first()).toBeVisible();
  await page.getByText('Customer support').click();
  await page.getByText('2–10').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/eu\/agents$/);
  await expect(page.getByTestId('agents-empty')).toBeVisible();
  // R-SHL-11: a new account (1,000 credits, joined today) is not nudged to upgrade yet.
  await expect(page.getByTestId('nav-billing')).toHaveCount(0);
  await page.goto('/onboarding?region=eu');
  await expect(page).toHaveURL(/\/app\/eu\/agents$/);
});

test('R-ONB-2 a session ended elsewhere signs the open dashboard out', async ({ page, context }) => {
  await signInDemo(page);
  await page.goto('/app/eu/agents');
  await expect(page.getByText('Parley Demo Agent')).toBeVisible();
  const [cookie] = (await context.cookies()).filter((c) => c.name === 'token');
  await page.request.post('/api/auth/sign-out');
  // The browser still holds its old cookie (a stored user) but the server no longer knows the session.
  await context.addCookies([cookie!]);
  await page.getByTestId('app-navbar').getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('R-SHL-7 R-SHL-8 the same e-mail in both regions shows a dismissible warning that stays dismissed', async ({
  page,
}) => {
  const email = unique('twice');
  for (const region of ['eu', 'na']) {
    const res = await page.request.post('/api/auth/sign-up', {
      data: { email, password: 'a-long-password-1', displayName: 'Tess Twice', region },
    });
    expect(res.ok()).toBe(true);
  }
  await trpcMutation(page, 'account.skipOnboarding');
  await page.goto('/app/na/agents');
  const warning = page.getByTestId('double-account-warning');
  await expect(warning).toContainText(SHELL_MESSAGES.doubleAccountTitle);
  await expect(warning).toContainText(SHELL_MESSAGES.doubleAccountBody);
  await warning.getByRole('button', { name: 'Dismiss' }).click();
  await expect(warning).toBeHidden();
  await page.reload();
  await expect(page.getByText('No agents yet')).toBeVisible();
  await expect(page.getByTestId('double-account-warning')).toHaveCount(0);

  // The EU account is a separate workspace: it still warns until dismissed there.
  await page.request.post('/api/auth/sign-in', {
    data: { email, password: 'a-long-password-1', region: 'eu' },
  });
  await trpcMutation(page, 'account.skipOnboarding');
  await page.goto('/app/eu/agents');
  await expect(page.getByTestId('double-account-warning')).toBeVisible();
});

test('R-SHL-3 R-SHL-10 R-SHL-11 Upgrade Plan shows under 500 credits, never on an agent page, and opens billing', async ({
  page,
}, testInfo) => {
  await signInDemo(page);
  // The demo workspace starts with 1,000 credits: move 700 to an organisation to be under 500.
  const org = (await trpcMutation(page, 'orgs.create', { region: 'eu', name: 'Credit Parking' })) as {
    ID: string;
  };
  await trpcMutation(page, 'orgCredits.transfer', {
    region: 'eu',
    orgId: org.ID,
    amount: 700,
    direction: 'toOrg',
  });
  try {
    await page.goto('/app/eu/agents');
    const button = page.getByTestId('nav-billing');
    await expect(button).toHaveText(SHELL_MESSAGES.upgradePlan);
    await page.goto('/app/eu/agents/parleyDemoAgent1/overview');
    await expect(page.getByRole('heading', { name: 'Parley Demo Agent' })).toBeVisible();
    await expect(page.getByTestId('nav-billing')).toHaveCount(0);
    await page.goto('/app/eu/agents');
    await page.getByTestId('nav-billing').click();
    await expect(page).toHaveURL(/\/app\/eu\/account\/billing$/);
    await expect(page.getByTestId('credit-balance')).toHaveText('300');
    await expect(page.getByTestId('billing-note')).toContainText('charges nothing');
    await captureAcross(page, testInfo, 'billing', async (p) => {
      await p.goto('/app/eu/account/billing');
      await expect(p.getByTestId('credit-balance')).toBeVisible();
    });
    expect(DEMO.email).toBe('demo@parley.local');
  } finally {
    await trpcMutation(page, 'orgCredits.transfer', {
      region: 'eu',
      orgId: org.ID,
      amount: 700,
      direction: 'toWorkspace',
    });
  }
});
