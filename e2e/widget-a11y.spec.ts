// Issue 4's quality gates: axe-core finds no serious or critical violation in the open widget (chat and
// tabs layouts, light and dark), and the widget works from the keyboard alone.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Page, test } from '@playwright/test';
import { botMessages, hostUrl, nativeAgent, openWidget, say } from './support/widget';

// Evaluated through the DevTools protocol: the frame's CSP (script-src 'self') rightly refuses a script tag.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

function widgetFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().includes('/widget/'));
  if (!frame) throw new Error('the widget frame is not open');
  return frame;
}

async function seriousViolations(page: Page): Promise<string[]> {
  const frame = widgetFrame(page);
  await frame.evaluate(axeSource);
  const violations = await frame.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document): Promise<{ violations: Violation[] }> } })
      .axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const theme of ['blue-dark', 'blue-light']) {
  test(`axe finds no serious or critical violation in the open widget (${theme})`, async ({ page }) => {
    const agentId = await nativeAgent(page, { theme, description: 'Bikes, parts and repairs.' });
    const chat = await openWidget(page, agentId, undefined, true);
    await say(chat, 'Do you repair brakes?');
    await expect(botMessages(chat)).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);

    const tabs = await nativeAgent(page, { theme, ui: { widgetType: 'tabs' } });
    await page.goto(hostUrl(tabs));
    await page.getByRole('button', { name: 'Open chat' }).click();
    await expect(page.frameLocator('iframe[title="Chat"]').getByRole('tablist')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the widget is usable by keyboard alone: open, write, send, read the answer, minimise', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const agentId = await nativeAgent(page);
  await page.goto(hostUrl(agentId));
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const launcher = page.getByRole('button', { name: 'Open chat' });
  await launcher.focus();
  await page.keyboard.press('Enter');
  const chat = page.frameLocator('iframe[title="Chat"]');
  const input = chat.getByRole('textbox', { name: 'Message' });
  // Desktop: the input has the focus as soon as the widget opens (R-WCV-11's autofocus at ≥900 px).
  await expect(input).toBeFocused();
  await page.keyboard.type('Hello there');
  await page.keyboard.press('Enter');
  await expect(botMessages(chat)).toHaveCount(2);
  await expect(input).toBeFocused();
  // Shift+Tab walks back through the chat to the header's Minimize button; Enter closes the widget.
  const minimize = chat.getByRole('button', { name: 'Minimize chat' });
  for (let i = 0; i < 25; i += 1) {
    if (await minimize.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Shift+Tab');
  }
  await expect(minimize).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('iframe[title="Chat"]')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open chat' })).toBeFocused();
});
