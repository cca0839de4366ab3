// End-to-end journeys in Debian's Chromium (never a downloaded browser). The server runs on a fresh
// embedded database; a second origin serves a plain host page that embeds the widget.
import { defineConfig } from '@playwright/test';

const SERVER_PORT = Number(process.env.E2E_SERVER_PORT ?? 3210);
const HOST_PORT = Number(process.env.E2E_HOST_PORT ?? 3211);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? SERVER_PORT + 2);
const MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? SERVER_PORT + 3);
/** Where journeys read the mail the server sent (e2e/support/mail-catcher.mjs). */
export const MAIL_URL = `http://127.0.0.1:${MAIL_PORT}`;
const DNS_PORT = Number(process.env.E2E_DNS_PORT ?? SERVER_PORT + 4);
const DNS_CONTROL_PORT = Number(process.env.E2E_DNS_CONTROL_PORT ?? SERVER_PORT + 5);
/** Where journeys publish DNS records the server will look up (e2e/support/dns-server.mjs). */
export const DNS_CONTROL_URL = `http://127.0.0.1:${DNS_CONTROL_PORT}`;
export const SERVER_URL = `http://localhost:${SERVER_PORT}`;
export const HOST_URL = `http://127.0.0.1:${HOST_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: SERVER_URL,
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'node e2e/support/start-e2e-server.mjs',
      url: `${SERVER_URL}/api/health`,
      env: {
        PORT: String(SERVER_PORT),
        PUBLIC_URL: SERVER_URL,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        DNS_SERVERS: `127.0.0.1:${DNS_PORT}`,
        // External-flow agents talk to the host site's fake Voiceflow API (e2e/support/fake-voiceflow.mjs).
        VF_API_BASE_URL: `${HOST_URL}/vf`,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      command: `node e2e/support/mail-catcher.mjs ${SMTP_PORT} ${MAIL_PORT}`,
      url: `${MAIL_URL}/health`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: `node e2e/support/dns-server.mjs ${DNS_PORT} ${DNS_CONTROL_PORT}`,
      url: `${DNS_CONTROL_URL}/health`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: `node e2e/support/host-site.mjs ${HOST_PORT}`,
      url: `${HOST_URL}/health`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
  ],
});
