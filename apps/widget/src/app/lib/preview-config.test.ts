import type { TWidgetConfig } from '@parley/contract/widget-config';
import { describe, expect, it } from 'vitest';
import { applyPreview, readPreviewOverrides, withPreviewGreeting } from './preview-config';

const saved: TWidgetConfig = {
  ID: 'agent1',
  title: 'Support',
  description: 'We reply fast',
  theme: 'blue-dark',
  lang: 'en',
  proactiveMessage: '👋 Hi, how can I help you today?',
  branding: 'Powered by Parley',
  messageDelayMS: 1000,
  disabled: false,
  autoStartWidget: false,
  agentPlatform: 'parley',
  region: 'eu',
};

describe('readPreviewOverrides', () => {
  it('keeps the known keys that are strings', () => {
    expect(
      readPreviewOverrides({
        title: 'Sales',
        description: '',
        branding: 'By Acme',
        proactiveMessage: 'Hello!',
        theme: 'blue-light',
        lang: 'fr',
        roundedImageURL: 'https://cdn.example/a.png',
        avatarImageUrl: '/uploads/b.png',
        chatBgURL: '',
        buttonsLayout: 'vertical',
        customThemeJSONString: '{"primary":"#ff0000"}',
      }),
    ).toEqual({
      title: 'Sales',
      description: '',
      branding: 'By Acme',
      proactiveMessage: 'Hello!',
      theme: 'blue-light',
      lang: 'fr',
      roundedImageURL: 'https://cdn.example/a.png',
      avatarImageUrl: '/uploads/b.png',
      chatBgURL: '',
      buttonsLayout: 'vertical',
      customThemeJSONString: '{"primary":"#ff0000"}',
    });
  });

  it('drops unknown keys, non-strings and anything that is not an object', () => {
    expect(
      readPreviewOverrides({ title: 42, disabled: true, SECRET_API_KEY: 'x', systemPrompt: 'y' }),
    ).toEqual({});
    expect(readPreviewOverrides(Object.create({ title: 'inherited' }))).toEqual({});
    expect(readPreviewOverrides(null)).toEqual({});
    expect(readPreviewOverrides('title')).toEqual({});
    expect(readPreviewOverrides(['Sales'])).toEqual({});
  });

  it('truncates free text at the agent document limits', () => {
    const out = readPreviewOverrides({
      title: 'a'.repeat(250),
      description: 'b'.repeat(2500),
      branding: 'c'.repeat(600),
    });
    expect(out.title).toHaveLength(200);
    expect(out.description).toHaveLength(2000);
    expect(out.branding).toHaveLength(500);
  });

  it('drops image URLs that are not http(s) or root-relative, and invalid themes and languages', () => {
    expect(
      readPreviewOverrides({
        roundedImageURL: 'javascript:alert(1)',
        avatarImageUrl: '//evil.example/a.png',
        headerImageUrl: 'data:image/png;base64,AAAA',
        bannerImageUrl: `https://x.example/${'a'.repeat(2048)}`,
        theme: 'red-dark',
        lang: 'en"><script>',
        customThemeJSONString: 'x'.repeat(10_001),
        buttonsLayout: 'y'.repeat(33),
      }),
    ).toEqual({});
  });
});

describe('applyPreview', () => {
  it('overrides the saved values with the preview ones and keeps the rest', () => {
    const view = applyPreview(saved, { title: 'Sales', theme: 'blue-light', chatBgURL: '/bg.png' });
    expect(view).toEqual({ ...saved, title: 'Sales', theme: 'blue-light', chatBgURL: '/bg.png' });
  });

  it('is the saved config when there is nothing to preview', () => {
    expect(applyPreview(saved, {})).toEqual(saved);
  });
});

describe('withPreviewGreeting', () => {
  const lines = [
    { id: 1, from: 'bot' as const, text: saved.proactiveMessage, greeting: true },
    { id: 2, from: 'human' as const, text: saved.proactiveMessage },
    { id: 3, from: 'bot' as const, text: saved.proactiveMessage },
  ];

  it('shows the edited proactive message in place of the launch greeting only', () => {
    expect(withPreviewGreeting(lines, saved.proactiveMessage, 'Bonjour !')).toEqual([
      { id: 1, from: 'bot', text: 'Bonjour !', greeting: true },
      lines[1],
      lines[2],
    ]);
  });

  it('hides the greeting when the edited message is empty', () => {
    expect(withPreviewGreeting(lines, saved.proactiveMessage, '')).toEqual([lines[1], lines[2]]);
  });

  it('leaves a greeting from initMessages alone', () => {
    const init = [{ id: 1, from: 'bot' as const, text: 'Welcome to Acme', greeting: true }];
    expect(withPreviewGreeting(init, saved.proactiveMessage, 'Bonjour !')).toEqual(init);
  });

  it('returns the same list when nothing changed', () => {
    expect(withPreviewGreeting(lines, saved.proactiveMessage, saved.proactiveMessage)).toBe(lines);
  });
});
