// The public marketing shell (R-MKT-1..6): landing, header variants, product footer, legal pages.
import { expect, test } from '@playwright/test';
import { captureAcross } from './support/screens';

test('R-MKT-1 R-MKT-2 R-MKT-4 R-MKT-5 R-MKT-6 an anonymous visitor gets the landing page, the header and footer rules, legal texts, and Sign in', async ({
  page,
}, testInfo) => {
  await test.step('/ is the landing page with header and product footer', async () => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('landing-hero')).toBeVisible();
    const header = page.getByTestId('public-header');
    await expect(header).toBeVisible();
    await expect(header.getByRole('link', { name: 'Pricing' })).toBeVisible();
    // No operator links are configured in this run: Affiliates, Docs and Discord stay hidden.
    await expect(header.getByRole('link', { name: /Affiliates|Docs|Discord/ })).toHaveCount(0);
    await expect(page.getByTestId('public-logo')).toHaveAttribute('href', '/');
    const footer = page.getByTestId('product-footer');
    for (const name of [
      'About',
      'Privacy Policy',
      'Terms of Service',
      'Refund Policy',
      'Cookie Policy',
      'Contact',
      'GDPR',
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });

  await test.step('R-MKT-1 no header or footer on /login and /signup', async () => {
    for (const path of ['/login', '/signup']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: /Sign in|Create account/ })).toBeVisible();
      await expect(page.getByTestId('public-header')).toHaveCount(0);
      await expect(page.getByTestId('product-footer')).toHaveCount(0);
    }
  });

  await test.step('R-MKT-3 R-MKT-4 /landing2 has the alternative links and its logo leads to /landing2', async () => {
    await page.goto('/landing2');
    const header = page.getByTestId('public-header');
    await expect(page.getByTestId('public-logo')).toHaveAttribute('href', '/landing2');
    for (const href of [
      '/integrations',
      '/pricing',
      '/get-free-plan',
      '/legal/about',
      '/legal/privacy-policy',
    ]) {
      await expect(header.locator(`a[href="${href}"]`)).toBeVisible();
    }
    await page.goto('/voice-agent');
    await expect(page.getByTestId('public-logo')).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('voice');
    await page.goto('/demo');
    await expect(page.getByTestId('demo-agent-link')).toHaveAttribute(
      'href',
      '/app/eu/prototype?vg_id=parleyDemoAgent1',
    );
  });

  await test.step('R-MKT-5 legal pages show the default texts, links between them stay in the app', async () => {
    await page.goto('/');
    await page.getByTestId('product-footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/legal\/privacy-policy$/);
    const content = page.getByTestId('legal-content');
    await expect(content.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    await expect(content).toContainText('no third-party trackers');
    await expect(content).toContainText('Mail outbox');
    await content.getByRole('link', { name: 'cookie policy' }).click();
    await expect(page).toHaveURL(/\/legal\/cookie-policy$/);
    await expect(page.getByTestId('legal-content')).toContainText('client_token');
    await page.goto('/legal/no-such-page');
    await expect(page.getByText('Page not found')).toBeVisible();
  });

  await test.step('pricing says the instance charges nothing', async () => {
    await page.goto('/pricing');
    await expect(page.getByTestId('pricing-plans')).toContainText('Free');
    await expect(page.getByText(/charges nothing/)).toBeVisible();
  });

  await test.step('R-MKT-4 Sign in leads to /login', async () => {
    await page.goto('/chatbot');
    await page.getByTestId('public-sign-in').click();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('screenshots', async () => {
    await captureAcross(page, testInfo, 'landing', async (p) => {
      await p.goto('/');
      await expect(p.getByTestId('landing-hero')).toBeVisible();
    });
    await captureAcross(page, testInfo, 'legal-privacy', async (p) => {
      await p.goto('/legal/privacy-policy');
      await expect(p.getByTestId('legal-content')).toBeVisible();
    });
    await captureAcross(page, testInfo, 'pricing', async (p) => {
      await p.goto('/pricing');
      await expect(p.getByTestId('pricing-plans')).toBeVisible();
    });
    await captureAcross(page, testInfo, 'landing2', async (p) => {
      await p.goto('/landing2');
      await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
});
