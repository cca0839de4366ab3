// Workspaces end to end: the owner invites a new e-mail, reads the join link in the Outbox, a second
// browser joins, signs up with that e-mail and switches into the workspace; the owner removes them.
import { WORKSPACE_MESSAGES } from '@parley/messages/workspaces';
import { expect, type Page, test } from '@playwright/test';
import { captureAcross } from './support/screens';
import { signInDemo } from './support/session';

const openMenu = async (page: Page) => {
  await page.getByTestId('workspace-menu').first().click();
  await expect(page.getByTestId('workspace-menu-dropdown')).toBeVisible();
};

test('R-SHL-9 R-WKS-2 R-WKS-6 R-WKS-7 R-WKS-9 invite from the menu, join from the Outbox link, switch in, get removed', async ({
  page,
  browser,
}, testInfo) => {
  // Two browsers, a sign-up and four screenshots: near a minute on a busy 2-core machine.
  test.setTimeout(120_000);
  const invitee = `invitee-${Date.now().toString(36)}@example.com`;
  await signInDemo(page);
  await page.goto('/app/eu/agents');
  const demoName = (await page.getByTestId('workspace-name').first().textContent())?.trim() ?? '';
  expect(demoName).toMatch(/^Personal /);

  // R-SHL-9: the menu holds Settings, + New User, the workspaces and + New Workspace.
  await openMenu(page);
  for (const item of ['Settings', '+ New User', 'Outbox', '+ New Workspace']) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: '+ New User' }).click();
  // R-WKS-4 first: your own e-mail is refused.
  await page.getByTestId('invite-email').fill('demo@parley.local');
  await page.getByTestId('invite-submit').click();
  await expect(page.getByTestId('invite-modal').getByText("You can't invite yourself lol")).toBeVisible();
  await page.getByTestId('invite-email').fill(invitee);
  await page.getByTestId('invite-submit').click();
  await expect(page.getByText(WORKSPACE_MESSAGES.invited(invitee))).toBeVisible();

  // The Outbox shows the invitation; its HTML is rendered in a sandboxed frame with the join link.
  await openMenu(page);
  await page.getByRole('menuitem', { name: 'Outbox' }).click();
  await expect(page).toHaveURL(/\/app\/eu\/outbox$/);
  const row = page.getByTestId('outbox-row').filter({ hasText: invitee });
  await expect(row).toHaveCount(1);
  await row.click();
  const frame = page.getByTestId('mail-frame');
  await expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
  const href = await page
    .frameLocator('[data-testid="mail-frame"]')
    .getByRole('link', { name: 'Join workspace' })
    .getAttribute('href');
  expect(href).toContain('/join?');
  const joinUrl = new URL(href ?? '');
  await page.keyboard.press('Escape');

  // A second browser: open the link, join, create the account with the e-mail filled in.
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto(`${joinUrl.pathname}${joinUrl.search}`);
  await expect(guest.getByText(`You were invited as ${invitee}.`)).toBeVisible();
  await guest.getByTestId('join-accept').click();
  await expect(guest.getByTestId('join-done')).toBeVisible();
  await guest.getByTestId('join-sign-up').click();
  await expect(guest).toHaveURL(/\/signup\?email=/);
  await expect(guest.getByLabel('Work email')).toHaveValue(invitee);
  await guest.getByLabel('Your name').fill('Invited Person');
  await guest.getByLabel('Password').fill('invited-password-1');
  await guest.getByRole('button', { name: 'Create account' }).click();
  // R-ONB-1: a new account is asked the onboarding questions first; skipping leads on.
  await expect(guest).toHaveURL(/\/onboarding\?region=eu$/);
  await guest.getByRole('button', { name: 'Skip for now' }).click();
  await expect(guest).toHaveURL(/\/app\/eu\/agents/);

  // R-WKS-2: the member switches to the demo workspace and sees its agents.
  await openMenu(guest);
  await guest.getByTestId('workspace-option').filter({ hasText: demoName }).click();
  await expect(guest.getByText(WORKSPACE_MESSAGES.switched(demoName))).toBeVisible();
  await expect(guest.getByTestId('workspace-name').first()).toHaveText(demoName);
  await expect(guest.getByText('Parley Demo Agent').first()).toBeVisible();
  // A member gets no owner entries.
  await openMenu(guest);
  await expect(guest.getByRole('menuitem', { name: '+ New User' })).toHaveCount(0);
  await guest.keyboard.press('Escape');

  // A second, pending invitation: Settings lists members and invitations (captured here).
  await page.goto('/app/eu/agents');
  await openMenu(page);
  await page.getByRole('menuitem', { name: '+ New User' }).click();
  await page.getByTestId('invite-email').fill(`pending-${invitee}`);
  await page.getByTestId('invite-submit').click();
  await expect(page.getByText(WORKSPACE_MESSAGES.invited(`pending-${invitee}`))).toBeVisible();
  await captureAcross(page, testInfo, 'workspace-settings', async (p) => {
    if ((await p.getByTestId('workspace-settings').count()) === 0) {
      await openMenu(p);
      await p.getByRole('menuitem', { name: 'Settings' }).click();
    }
    await expect(p.getByTestId('member-row')).toHaveCount(3);
  });

  // R-WKS-9: the owner cannot remove themself; removes the member, whose next load is their own workspace.
  const settings = page.getByTestId('workspace-settings');
  const memberRow = settings
    .getByTestId('member-row')
    .filter({ has: page.getByText(invitee, { exact: true }) });
  await expect(memberRow).toBeVisible();
  await expect(
    settings.getByTestId('member-row').filter({ hasText: 'demo@parley.local' }).getByTestId('member-remove'),
  ).toHaveCount(0);
  await memberRow.getByTestId('member-remove').click();
  await page.getByTestId('member-remove-confirm').click();
  await expect(page.getByText(WORKSPACE_MESSAGES.memberRemoved(invitee))).toBeVisible();
  await expect(memberRow).toHaveCount(0);
  await page.keyboard.press('Escape');

  await guest.reload();
  await expect(guest.getByTestId('workspace-name').first()).not.toHaveText(demoName);
  await context.close();

  // Screenshots: the menu, the settings modal and the outbox with a mail open.
  await captureAcross(page, testInfo, 'workspace-menu', async (p) => {
    await p.goto('/app/eu/agents');
    await openMenu(p);
  });
  await captureAcross(page, testInfo, 'workspace-outbox', async (p) => {
    await p.goto('/app/eu/outbox');
    await expect(p.getByTestId('outbox-row').first()).toBeVisible();
  });
  await captureAcross(page, testInfo, 'workspace-outbox-mail', async (p) => {
    await p.goto('/app/eu/outbox');
    await p.getByTestId('outbox-row').first().click();
    await expect(p.getByTestId('mail-frame')).toBeVisible();
  });
});

test('R-SHL-9 R-WKS-8 R-WKS-10 R-WKS-11 a new workspace: created and switched to, renamed, deleted with the typed confirmation', async ({
  page,
}, testInfo) => {
  await signInDemo(page);
  await page.goto('/app/eu/agents');
  await openMenu(page);
  await page.getByRole('menuitem', { name: '+ New Workspace' }).click();
  await page.getByTestId('new-workspace-submit').click();
  await expect(
    page.getByTestId('new-workspace-modal').getByText('Please enter a workspace name.'),
  ).toBeVisible();
  await page.getByTestId('new-workspace-name').fill('Scratch Workspace For A Long Name');
  await page.getByTestId('new-workspace-submit').click();
  // R-SHL-12: shown truncated at 20 characters.
  await expect(page.getByTestId('workspace-name').first()).toHaveText('Scratch Workspace Fo…');
  await expect(page.getByTestId('agents-empty')).toBeVisible();

  await openMenu(page);
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page.getByTestId('workspace-name-input').fill('Scratch');
  await page.getByTestId('workspace-save').click();
  await expect(page.getByText('Successfully saved workspace data.')).toBeVisible();
  await expect(page.getByTestId('workspace-name').first()).toHaveText('Scratch');

  await captureAcross(page, testInfo, 'workspace-danger-zone', async (p) => {
    // The settings modal is still open from the rename; it stays open across sizes and schemes.
    if ((await p.getByTestId('workspace-delete').count()) === 0) {
      await openMenu(p);
      await p.getByRole('menuitem', { name: 'Settings' }).click();
    }
    await p.getByTestId('workspace-delete').scrollIntoViewIfNeeded();
  });

  const del = page.getByTestId('workspace-delete');
  await expect(del).toBeDisabled();
  await page.getByTestId('workspace-delete-confirmation').fill('this action cannot be undone.');
  await expect(del).toBeDisabled();
  await page.getByTestId('workspace-delete-confirmation').fill('THIS ACTION CANNOT BE UNDONE.');
  await del.click();
  await expect(page.getByText('Successfully deleted workspace.')).toBeVisible();
  await expect(page.getByTestId('workspace-name').first()).toHaveText(/^Personal /);
  await openMenu(page);
  await expect(page.getByTestId('workspace-option').filter({ hasText: 'Scratch' })).toHaveCount(0);
});
