// Screenshots of a page at phone and desktop widths, light and dark, attached to the test report.
import type { Page, TestInfo } from '@playwright/test';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * For each width: `open` brings the page to the state worth seeing, then a screenshot is attached as
 * `<name>-<width>-<scheme>.png` in light and then dark. The dashboard follows the system scheme live, so
 * switching the scheme needs no reload; the width may change the layout, so `open` runs once per width.
 */
export async function captureAcross(
  page: Page,
  testInfo: TestInfo,
  name: string,
  open: (page: Page) => Promise<void>,
): Promise<void> {
  for (const [width, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      // Let the scheme's styles and any transition settle before the picture.
      await page.waitForTimeout(250);
      await testInfo.attach(`${name}-${width}-${scheme}.png`, {
        body: await page.screenshot({ fullPage: false }),
        contentType: 'image/png',
      });
    }
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.emulateMedia({ colorScheme: 'light' });
}
