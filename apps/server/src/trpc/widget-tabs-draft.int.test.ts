import { agentDrafts } from '@parley/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { seedWidgetAgent } from '../testing/widget-fixtures';

type DraftState = { draft: Record<string, unknown> };

describe('widget tabs, custom buttons and custom theme in the draft', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('R-AGD-18 R-WTB-2 R-THM-5 stores valid tabs, buttons and theme in the draft', async () => {
    const { owner, agentId } = await seedWidgetAgent(s);
    const patch = {
      ui: { widgetType: 'tabs' },
      tabs: [
        {
          key: 'home',
          label: 'Start',
          homeSpecific: {
            headerTitle: 'Hi {user.name}!',
            buttons: [{ key: 'askQuestion', show: true, iceBreakers: ['Pricing?', 'Opening hours?'] }],
          },
        },
        { key: 'faq', iframeUrl: 'https://help.example/faq', iframeHeight: '55dvh' },
      ],
      customButtonJSON_STRING: JSON.stringify([
        { type: 'link', viewValue: 'Pricing', value: 'https://acme.example/p' },
      ]),
      customThemeJSONString: JSON.stringify({ themeType: 'dark', primary: '#1c7ed6', nineColorPallet: [] }),
    };
    const res = await s.trpc<DraftState>(
      'mutation',
      'agents.saveDraft',
      { region: 'eu', agentId, patch },
      owner.cookie,
    );
    expect(res.status).toBe(200);
    expect(res.data.draft).toMatchObject({
      tabs: patch.tabs,
      customButtonJSON_STRING: patch.customButtonJSON_STRING,
    });
  });

  it('refuses invalid tabs and buttons and writes nothing', async () => {
    const { owner, agentId } = await seedWidgetAgent(s);
    for (const patch of [
      { tabs: [{ key: 'faq', iframeUrl: 'javascript:alert(1)' }] },
      { tabs: [{ key: 'home' }, { key: 'home' }] },
      { customButtonJSON_STRING: JSON.stringify([{ type: 'intent', viewValue: 'Book' }]) },
    ]) {
      const res = await s.trpc(
        'mutation',
        'agents.saveDraft',
        { region: 'eu', agentId, patch },
        owner.cookie,
      );
      expect(res.status).toBe(400);
    }
    expect(
      await s.ctx.dbs.eu.db.select().from(agentDrafts).where(eq(agentDrafts.agentId, agentId)),
    ).toHaveLength(0);
  });
});
