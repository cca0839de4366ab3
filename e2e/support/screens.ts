// Screenshots of a page at phone and desktop widths, light and dark, attached to the test report.
import type { Page, TestInfo } from '@playwright/test';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * For each width and scheme: `open` brings the page to the state worth seeing, then a full-page
 * screenshot is attached as `<name>-<width>-<scheme>.png`. The dashboard follows the system scheme.
 */
export async function captureAcross(
  page: Page,
  testInfo: TestInfo,
  name: string,
  open: (page: Page) => Promise<void>,
): Promise<void> {
  for (const [width, size] of Object.entries(VIEWPORTS)) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: scheme });
      await open(page);
      await page.waitForTimeout(300);
      await testInfo.attach(`${name}-${width}-${scheme}.png`, {
        body: await page.screenshot({ fullPage: false }),
        contentType: 'image/png',
      });
    }
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.emulateMedia({ colorScheme: 'light' });
}
