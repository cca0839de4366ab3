// A corpus of hostile markdown and HTML (57 payloads) in bot messages, cards, buttons and the visitor's
// own messages executes nothing: no dialog, no script, no event handler or script URL in the widget's DOM.
import { expect, type Page, test } from '@playwright/test';
import {
  botMessages,
  humanMessages,
  nativeAgent,
  openWidget,
  say,
  scriptedAgent,
  text,
} from './support/widget';
import { XSS_CORPUS } from './support/xss-corpus';

async function inspectFrame(page: Page) {
  const frame = page.frames().find((f) => f.url().includes('/widget/frame.html'));
  if (!frame) throw new Error('no widget frame');
  return frame.evaluate(() => {
    const all = [...document.body.querySelectorAll('*')];
    const url = (el: Element) =>
      el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('action') ?? '';
    return {
      flag: (window as unknown as { __xss?: unknown }).__xss ?? null,
      scripts: document.scripts.length,
      handlers: all.flatMap((el) =>
        [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName}[${a.name}]`),
      ),
      scriptUrls: all
        .filter((el) => /^\s*(javascript|vbscript|data):/i.test(url(el)))
        .map((el) => el.outerHTML),
      // Inside the conversation, where messages render (the widget's own form and icons live outside it).
      foreign: [...document.querySelectorAll('[data-testid="parley-messages"] *')]
        .filter((el) =>
          /^(script|iframe|object|embed|base|meta|link|style|form|math|template|noscript|svg)$/i.test(
            el.tagName,
          ),
        )
        .filter((el) => !(el.tagName.toLowerCase() === 'svg' && el.classList.contains('icon')))
        .map((el) => el.tagName),
    };
  });
}

test('a 57-payload corpus of hostile markdown and HTML in bot messages executes nothing', async ({
  page,
}) => {
  expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(50);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const hostile = XSS_CORPUS[1] as string;
  const { agentId } = await scriptedAgent(
    page,
    {
      launch: [
        ...XSS_CORPUS.map(text),
        { type: 'info:danger', payload: { message: hostile } },
        {
          type: 'cardV2',
          payload: {
            title: hostile,
            description: { text: XSS_CORPUS[8] },
            imageUrl: 'javascript:window.__xss=1',
            buttons: [{ name: hostile, request: { type: 'x' } }],
          },
        },
        { type: 'visual', payload: { image: 'javascript:window.__xss=1' } },
        {
          type: 'Flowise',
          payload: {
            text: hostile,
            sourceDocuments: [{ metadata: { source: 'javascript:window.__xss=1', title: hostile } }],
          },
        },
      ],
    },
    { messageDelayMS: 0 },
  );
  const chat = await openWidget(page, agentId);
  // Every payload, the info, the card and the Flowise reply; the visual with a script URL shows nothing.
  await expect(botMessages(chat)).toHaveCount(XSS_CORPUS.length + 3);
  await expect(chat.getByTestId('parley-card')).toBeVisible();
  await expect(chat.getByTestId('parley-flowise')).toBeVisible();
  // The raw payload shows as text, harmless.
  await expect(botMessages(chat).nth(1)).toContainText('<img src=x onerror=');
  // Hover and focus everything once: a surviving handler would fire now.
  await chat.locator('[data-testid="parley-messages"] *').evaluateAll((els) => {
    for (const el of els)
      for (const type of ['mouseover', 'focus', 'click', 'toggle']) el.dispatchEvent(new Event(type));
  });
  await page.waitForTimeout(500);
  const report = await inspectFrame(page);
  expect(report).toEqual({ flag: null, scripts: 1, handlers: [], scriptUrls: [], foreign: [] });
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test("the visitor's own hostile messages render as text too", async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const agentId = await nativeAgent(page);
  const chat = await openWidget(page, agentId);
  for (const [index, payload] of XSS_CORPUS.slice(0, 6).entries()) {
    await say(chat, payload);
    // The greeting, then one answer per message.
    await expect(botMessages(chat)).toHaveCount(index + 2);
  }
  await expect(humanMessages(chat)).toHaveCount(6);
  const report = await inspectFrame(page);
  expect(report.flag).toBeNull();
  expect(report.handlers).toEqual([]);
  expect(report.foreign).toEqual([]);
  expect(dialogs).toEqual([]);
});
