import { agents } from '@parley/db/schema';
import { WIDGET_CHAT_MESSAGES } from '@parley/messages/widget-chat';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('GET /api/agents/{id}/widget-config and GET /api/translate', () => {
  let s: TestServer;
  let secret: string;
  beforeAll(async () => {
    s = await startTestServer();
    secret = (await s.seedWorkspaceOwner({ planLimits: { maxAgents: 10 } })).workspace.workspaceSecret;
  });
  afterAll(() => s.close());

  const saveAgent = async (id: string, doc: object) => {
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/v2/agents/${id}`,
      payload: doc,
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const config = (id: string, query = '') =>
    s.app.inject({ method: 'GET', url: `/api/agents/${id}/widget-config${query}` });

  it('R-AGD-18 R-WTB-3 gives the widget its display settings, with the default tabs, and no secrets', async () => {
    await saveAgent('WidgetCfg0000001', {
      title: 'Desk',
      systemPrompt: 'TOP SECRET PROMPT',
      VF_DIALOGUE_API_KEY: 'VF.DM.secret',
      ui: { widgetType: 'tabs' },
      enableQuickFileUpload: true,
      syncBrowser: true,
      ADVANCED_customCSS: '.header{letter-spacing:1px}',
      extensions: [
        { name: 'Weather', html: '<p>hi</p>' },
        { name: 'bad name!', html: '' },
      ],
    });
    // Buttons stored before saving checked them (an intent without its name, an unknown type): written
    // straight to the document, since the REST call now refuses them.
    const buttons = JSON.stringify([
      { type: 'link', viewValue: 'Docs', value: 'https://docs.example' },
      { type: 'intent', viewValue: 'Agent' },
      { type: 'bogus', viewValue: 'x' },
    ]);
    await s.ctx.dbs.eu.db
      .update(agents)
      .set({ doc: sql`${agents.doc} || ${JSON.stringify({ customButtonJSON_STRING: buttons })}::jsonb` })
      .where(eq(agents.id, 'WidgetCfg0000001'));
    const res = await config('WidgetCfg0000001');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      ui: { widgetType: 'tabs', bgImageVisible: true },
      enableQuickFileUpload: true,
      syncBrowser: true,
      listenForUrlChanges: false,
      tokensConsumed: false,
      customCSS: '.header{letter-spacing:1px}',
      UIhandoffTitle: 'Support Team',
      language: 'en',
      labels: { openChat: 'Open chat', closeChat: 'Close chat', frameTitle: 'Chat' },
    });
    expect(body.tabs.map((t: { key: string }) => t.key)).toEqual(['home', 'convos', 'faq']);
    expect(
      body.tabs[0].homeSpecific.buttons.map((b: { key: string; show: boolean }) => [b.key, b.show]),
    ).toEqual([
      ['recentConvo', true],
      ['liveCall', false],
      ['directHandoff', true],
      ['askQuestion', true],
    ]);
    expect(body.customButtons).toEqual([
      { type: 'link', viewValue: 'Docs', value: 'https://docs.example' },
      { type: 'intent', viewValue: 'Agent' },
    ]);
    expect(body.extensions).toEqual([{ name: 'Weather', html: '<p>hi</p>' }]);
    expect(body.phrases).toBeUndefined();
    for (const secretText of ['TOP SECRET PROMPT', 'VF.DM.secret', 'SECRET_API_KEY', 'systemPrompt']) {
      expect(res.body).not.toContain(secretText);
    }
  });

  it("R-AGD-10 R-WSH-16 speaks the browser's language for 'automatic' and sends its phrases when asked", async () => {
    await saveAgent('WidgetCfg0000002', { title: 'Auto', lang: 'automatic' });
    const german = (await config('WidgetCfg0000002', '?lang=de-DE,en&phrases=1')).json();
    expect(german.language).toBe('de');
    expect(german.labels.openChat).toBe('Chat öffnen');
    expect(german.phrases.submitted).toBe('Erfolgreich gesendet');
    const fallback = (await config('WidgetCfg0000002', '?lang=ja')).json();
    expect(fallback.language).toBe('en');
    await saveAgent('WidgetCfg0000003', { title: 'Fixed', lang: 'ar' });
    expect((await config('WidgetCfg0000003', '?lang=de')).json().language).toBe('ar');
  });

  it('R-WSH-7 tells the widget when the token allowance is used up', async () => {
    await saveAgent('WidgetCfg0000004', { title: 'Spent' });
    const spend = (doc: string) =>
      s.ctx.dbs.eu.db
        .update(agents)
        .set({ doc: sql`${agents.doc} || ${doc}::jsonb` })
        .where(eq(agents.id, 'WidgetCfg0000004'));
    // A new agent starts at maxTokensUsage 0 (R-AGC-19, no allowance); the runtime adds each reply's
    // credits to tokensUsage (usage-repo). Here both are written at once.
    await spend('{"maxTokensUsage": 10, "tokensUsage": 9}');
    expect((await config('WidgetCfg0000004')).json().tokensConsumed).toBe(false);
    await spend('{"tokensUsage": 10}');
    expect((await config('WidgetCfg0000004')).json().tokensConsumed).toBe(true);
  });

  it('R-WSH-16 GET /api/translate lists the languages with a success flag and serves phrases', async () => {
    const list = await s.app.inject({ method: 'GET', url: '/api/translate' });
    expect(list.statusCode).toBe(200);
    expect(list.json().success).toBe(true);
    expect(list.json().languages).toContainEqual({ language: 'ar', name: 'العربية' });
    expect(list.json().phrases).toBeUndefined();
    const fr = (await s.app.inject({ method: 'GET', url: '/api/translate?lang=fr' })).json();
    expect(fr.phrases.endChat).toBe('Terminer la discussion');
    const en = (await s.app.inject({ method: 'GET', url: '/api/translate?lang=en' })).json();
    expect(en.phrases.pushRequired).toBe(WIDGET_CHAT_MESSAGES.pushRequired);
    const bad = await s.app.inject({ method: 'GET', url: '/api/translate?lang=xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toContain(' at ');
  });
});
