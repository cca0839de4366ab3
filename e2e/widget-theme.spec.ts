// The custom theme editor in the Design tab (R-THM-1..5): dark-mode toggle, a primary colour that applies
// only at six hex digits, the ten-shade palette, saved into the draft as customThemeJSONString.
import { paletteOf } from '@parley/agent-page/custom-theme';
import { VERSION_MESSAGES } from '@parley/messages/versions';
import { expect, type Page, test } from '@playwright/test';
import { captureAcross } from './support/screens';
import { createAgent, signInDemo } from './support/session';

async function draftOf(page: Page, agentId: string): Promise<Record<string, unknown>> {
  const input = encodeURIComponent(JSON.stringify({ region: 'eu', agentId }));
  const res = await page.request.get(`/api/trpc/agents.getDraft?input=${input}`);
  return (await res.json()).result.data.draft;
}

test('R-THM-1 R-THM-2 R-THM-3 R-THM-4 R-THM-5 dark mode, primary colour and palette saved as the custom theme', async ({
  page,
}, testInfo) => {
  const { workspaceSecret, uid } = await signInDemo(page);
  const agentId = await createAgent(page, workspaceSecret, { title: 'Theme Desk', theme: 'blue-light' });
  await page.goto(`/app/eu/agents/${agentId}/overview`);

  const editor = page.getByTestId('theme-editor');
  await expect(editor).toBeVisible();
  await expect(page.getByTestId('design-palette-empty')).toBeVisible();
  const dark = page.getByTestId('design-dark-mode');
  await expect(dark).not.toBeChecked();

  // R-THM-3: four digits build nothing; six do.
  const colour = page.getByTestId('design-field-customThemeJSONString');
  await colour.fill('#e649');
  await expect(page.getByTestId('design-palette-empty')).toBeVisible();
  await page.getByTestId('design-save').click();
  await expect(page.getByTestId('design-error-customThemeJSONString')).toContainText('six-digit hex');
  await colour.fill('#e64980');
  await colour.press('Escape');
  const swatches = page.getByTestId('design-palette').getByRole('listitem');
  await expect(swatches).toHaveCount(10);
  const light = paletteOf('#e64980', 'light');
  await expect(swatches.first()).toHaveAttribute('data-shade', light[0] ?? '');
  await expect(swatches.last()).toHaveAttribute('data-shade', light[9] ?? '');

  // R-THM-4: dark mode reverses the palette.
  await dark.click();
  await expect(dark).toBeChecked();
  await expect(swatches.first()).toHaveAttribute('data-shade', paletteOf('#e64980', 'dark')[0] ?? '');
  await expect(swatches.first()).toHaveAttribute('data-shade', /, 5%\)$/);

  await page.getByTestId('design-save').click();
  await expect(page.getByText(VERSION_MESSAGES.settingsSaved)).toBeVisible();
  await expect(page.getByTestId('design-status')).toHaveText(VERSION_MESSAGES.allSaved);
  const draft = await draftOf(page, agentId);
  expect(draft.theme).toBe('blue-dark');
  expect(JSON.parse(String(draft.customThemeJSONString))).toEqual({
    ownerID: uid,
    themeType: 'dark',
    primary: '#e64980',
    nineColorPallet: paletteOf('#e64980', 'dark'),
  });

  await captureAcross(page, testInfo, 'theme-editor', async (p) => {
    await p.goto(`/app/eu/agents/${agentId}/overview`);
    await expect(p.getByTestId('design-palette')).toBeVisible();
    await p.getByTestId('theme-editor').scrollIntoViewIfNeeded();
  });
});
