import { textMessage } from '@parley/contract/message-text';
import type { TWidgetConfig } from '@parley/contract/widget-config';
import { describe, expect, it } from 'vitest';
import { widgetConfigFixture } from '../testing/widget-config-fixture';
import { applyPreview, readPreviewOverrides, withPreviewGreeting } from './preview-config';

const saved: TWidgetConfig = widgetConfigFixture({
  title: 'Support',
  description: 'We reply fast',
  proactiveMessage: '👋 Hi, how can I help you today?',
  branding: 'Powered by Parley',
});

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
  const greet = textMessage(saved.proactiveMessage);
  const turns = [
    { from: 'bot' as const, messages: [greet, textMessage('Ask me anything.')] },
    { from: 'human' as const, messages: [greet] },
    { from: 'bot' as const, messages: [greet] },
  ];

  it('shows the edited proactive message in place of the launch greeting only', () => {
    expect(withPreviewGreeting(turns, saved.proactiveMessage, 'Bonjour !')).toEqual([
      { from: 'bot', messages: [textMessage('Bonjour !'), textMessage('Ask me anything.')] },
      turns[1],
      turns[2],
    ]);
  });

  it('hides the greeting when the edited message is empty', () => {
    expect(withPreviewGreeting(turns, saved.proactiveMessage, '')[0]).toEqual({
      from: 'bot',
      messages: [textMessage('Ask me anything.')],
    });
    const alone = [{ from: 'bot' as const, messages: [greet] }];
    expect(withPreviewGreeting(alone, saved.proactiveMessage, '')).toEqual([]);
  });

  it('leaves everything as it is without a change', () => {
    expect(withPreviewGreeting(turns, saved.proactiveMessage, saved.proactiveMessage)).toBe(turns);
  });
});
