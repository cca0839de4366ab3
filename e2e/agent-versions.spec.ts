// Publish and version history: edit a setting, save the draft, publish, back up, change again, revert.
import { readFile } from 'node:fs/promises';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { VERSION_MESSAGES } from '@parley/messages/versions';
import { expect, test } from '@playwright/test';
import { captureAcross } from './support/screens';
import { createAgent, signInDemo } from './support/session';

test('R-VER-1 R-VER-2 R-VER-3 R-VER-4 R-VER-5 R-VER-6 R-VER-7 R-VER-9 R-VER-12 R-VER-13 R-VER-17 R-VER-18 edit → save → publish → backup → change → revert with two clicks', async ({
  page,
}, testInfo) => {
  const { workspaceSecret } = await signInDemo(page);
  const agentId = await createAgent(page, workspaceSecret, { title: 'Versioned Desk' });

  await page.goto(`/app/eu/agents/${agentId}/settings?tab=core`);
  const status = page.getByTestId('settings-status');
  const publish = page.getByTestId('publish-button');
  await expect(status).toHaveText(VERSION_MESSAGES.allSaved);
  await expect(publish).toHaveText(VERSION_MESSAGES.published);
  await expect(publish).toBeDisabled();

  // R-VER-6: a new agent has no backups yet.
  await page.getByTestId('agent-menu').click();
  await page.getByTestId('menu-version-history').click();
  await expect(page.getByTestId('version-history')).toContainText(VERSION_MESSAGES.empty);
  await page.getByTestId('version-history-done').click();

  // Edit → unsaved → save to the draft → Publish becomes available.
  const title = page.getByTestId('settings-field-title');
  await title.fill('Versioned Desk v2');
  await expect(status).toHaveText(VERSION_MESSAGES.unsaved);
  await page.getByTestId('settings-save').click();
  await expect(page.getByText(VERSION_MESSAGES.settingsSaved)).toBeVisible();
  await expect(status).toHaveText(VERSION_MESSAGES.allSaved);
  await expect(publish).toHaveText(VERSION_MESSAGES.publish);
  await expect(publish).toBeEnabled();

  // The live agent is unchanged until Publish.
  const live = async () =>
    (
      await (
        await page.request.get(
          `/api/trpc/agents.get?input=${encodeURIComponent(JSON.stringify({ region: 'eu', agentId }))}`,
        )
      ).json()
    ).result.data.agent.title;
  expect(await live()).toBe('Versioned Desk');
  await publish.click();
  await expect(publish).toHaveText(VERSION_MESSAGES.published);
  expect(await live()).toBe('Versioned Desk v2');

  // A backup appears, tagged Latest.
  const openHistory = async () => {
    await page.getByTestId('agent-menu').click();
    await page.getByTestId('menu-version-history').click();
    await expect(page.getByTestId('version-history')).toBeVisible();
  };
  await openHistory();
  await expect(page.getByTestId('backup-row')).toHaveCount(1);
  await expect(page.getByTestId('backup-latest')).toHaveCount(1);
  await expect(page.getByText(VERSION_MESSAGES.footnote)).toBeVisible();
  // R-VER-2: name, relative time and DD/MM/YYYY HH:mm:ss.
  await expect(page.getByTestId('backup-row')).toContainText('Versioned Desk v2');
  await expect(page.getByTestId('backup-row')).toContainText(/\b\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
  // R-VER-4: the template downloads as JSON, without secrets.
  const download = page.waitForEvent('download');
  await page.getByTestId('backup-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.json$/);
  const saved = JSON.parse(await readFile(await file.path(), 'utf8'));
  expect(saved.agentData.ID).toBe(agentId);
  expect(JSON.stringify(saved)).not.toContain('SECRET_API_KEY');
  await expect(page.getByText(VERSION_MESSAGES.downloaded)).toBeVisible();
  await page.getByTestId('version-history-done').click();
  await expect(page.getByTestId('version-history')).toBeHidden();

  // Change again and publish: two backups, the newest first.
  await title.fill('Versioned Desk v3');
  await page.getByTestId('settings-save').click();
  await expect(status).toHaveText(VERSION_MESSAGES.allSaved);
  await publish.click();
  await expect(publish).toHaveText(VERSION_MESSAGES.published);
  await openHistory();
  const rows = page.getByTestId('backup-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Versioned Desk v3');
  await expect(rows.nth(1)).toContainText('Versioned Desk v2');

  // Beyond the spec: what reverting would change.
  await rows.nth(1).getByTestId('backup-changes').click();
  await expect(rows.nth(1).getByTestId('backup-diff')).toContainText('title');
  await testInfo.attach('version-history.png', { body: await page.screenshot(), contentType: 'image/png' });

  // R-VER-3: the first click arms, a click elsewhere disarms, two clicks revert.
  const revert = rows.nth(1).getByTestId('backup-revert');
  await revert.click();
  await expect(revert).toHaveText(VERSION_MESSAGES.confirmRevert);
  await page.getByRole('dialog').getByText(VERSION_MESSAGES.footnote).click();
  await expect(revert).toHaveText(VERSION_MESSAGES.revert);
  await revert.click();
  await revert.click();
  await expect(page.getByText(VERSION_MESSAGES.reverted)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/app/eu/agents/${agentId}/overview`));
  await expect(page.getByRole('heading', { name: 'Versioned Desk v2' })).toBeVisible();
  expect(await live()).toBe('Versioned Desk v2');

  await captureAcross(page, testInfo, 'settings', async (p) => {
    await p.goto(`/app/eu/agents/${agentId}/settings?tab=handoff`);
    await expect(p.getByTestId('settings-status')).toBeVisible();
  });
});

test('R-VER-16 a max chunk size under 1000 is refused with the spec message and nothing is saved', async ({
  page,
}) => {
  const { workspaceSecret } = await signInDemo(page);
  const agentId = await createAgent(page, workspaceSecret, { title: 'Chunky' });
  await page.goto(`/app/eu/agents/${agentId}/settings?tab=technical`);
  const field = page.getByTestId('settings-field-vgOptions.maxChunkSize');
  await field.fill('999');
  await page.getByTestId('settings-save').click();
  await expect(page.getByText(AGENT_MESSAGES.maxChunkSize).first()).toBeVisible();
  await expect(page.getByTestId('settings-status')).toHaveText(VERSION_MESSAGES.unsaved);
  await expect(page.getByTestId('publish-button')).toHaveText(VERSION_MESSAGES.published);
  await field.fill('1000');
  await page.getByTestId('settings-save').click();
  await expect(page.getByTestId('settings-status')).toHaveText(VERSION_MESSAGES.allSaved);
});
