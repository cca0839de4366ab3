// Seeding for client journeys: an organisation of the demo workspace with a client user and agents.
import { expect, type Page } from '@playwright/test';
import { MAIL_URL } from '../../playwright.config';
import { createAgent } from './session';

export const CLIENT_PASSWORD = 'Abcdefghijk2345';

export async function trpcPost<T = unknown>(page: Page, path: string, input: unknown): Promise<T> {
  const res = await page.request.post(`/api/trpc/${path}`, { data: input ?? null });
  const body = await res.json();
  expect(res.ok(), JSON.stringify(body)).toBe(true);
  return body.result.data as T;
}

export async function seedOrgWithClient(
  page: Page,
  secret: string,
  options: {
    canAccess: string[];
    agents: string[];
    settings?: Record<string, unknown>;
    name?: string;
    isOrgAdmin?: boolean;
  },
) {
  const org = await trpcPost<{ ID: string }>(page, 'orgs.create', {
    region: 'eu',
    name: options.name ?? 'Bakery Co',
  });
  const agentIds: string[] = [];
  for (const title of options.agents) agentIds.push(await createAgent(page, secret, { title }));
  if (options.settings) {
    await trpcPost(page, 'orgs.update', {
      region: 'eu',
      orgId: org.ID,
      patch: { settings: options.settings },
    });
  }
  const email = `client-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@bakery.test`;
  const client = await trpcPost<{ ID: string }>(page, 'orgs.addClient', {
    region: 'eu',
    orgId: org.ID,
    name: 'Ada Baker',
    email,
    password: CLIENT_PASSWORD,
    canAccess: options.canAccess,
    widgetIDs: agentIds,
    ...(options.isOrgAdmin && { isOrgAdmin: true }),
  });
  return { orgId: org.ID, clientId: client.ID, email, agentIds };
}

/** Waits until `count` mails to `to` match, and returns the newest of them. */
export async function mailTo(
  page: Page,
  to: string,
  match: RegExp,
  count = 1,
): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`${MAIL_URL}/messages?to=${encodeURIComponent(to)}`);
        const mails = (await res.json()) as { subject: string; text: string }[];
        const matching = mails.filter((m) => match.test(m.text));
        found = matching.length >= count ? matching.at(-1) : undefined;
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}
