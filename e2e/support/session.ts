// Shared steps of the dashboard journeys: sign in as the seeded demo owner, create a fresh agent.
import { expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@parley.local', password: 'demo-password-e2e' };

/** Signs the page's browser context in; returns the workspace (with its bearer secret). */
export async function signInDemo(page: Page): Promise<{ workspaceSecret: string; uid: string }> {
  const res = await page.request.post('/api/auth/sign-in', { data: DEMO });
  expect(res.ok()).toBe(true);
  return (await res.json()).workspace;
}

/** A new agent through the REST call shape (R-AGC-14), so each journey starts from a known state. */
export async function createAgent(
  page: Page,
  secret: string,
  doc: Record<string, unknown>,
  region: 'eu' | 'na' = 'eu',
): Promise<string> {
  const agentId = `E2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`.slice(0, 16);
  const res = await page.request.post(`/api/v2/agents/${agentId}?region=${region}`, {
    data: doc,
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return agentId;
}

/**
 * A new workspace of its own (signed in, onboarding skipped), for journeys that count what the shared demo
 * workspace collects from other journeys (notifications, for one).
 */
export async function signUpFresh(page: Page): Promise<{ workspaceSecret: string; uid: string }> {
  const email = `e2e-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const res = await page.request.post('/api/auth/sign-up', {
    data: { email, password: 'a-long-password-1', displayName: 'Nora Fresh', region: 'eu' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const skipped = await page.request.post('/api/trpc/account.skipOnboarding', { data: {} });
  expect(skipped.ok(), await skipped.text()).toBe(true);
  return (await res.json()).workspace;
}
