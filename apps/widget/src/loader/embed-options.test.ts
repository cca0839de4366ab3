import { describe, expect, it } from 'vitest';
import { frameUrl, readEmbedOptions, widgetConfigUrl } from './embed-options';

describe('readEmbedOptions', () => {
  it('takes the server origin from the script src, never from the host page', () => {
    expect(readEmbedOptions('http://localhost:3000/embed.js', { agentId: 'A1b2C3d4E5f6G7h8' })).toEqual({
      base: 'http://localhost:3000',
      serverOrigin: 'http://localhost:3000',
      agentId: 'A1b2C3d4E5f6G7h8',
      layout: 'default',
    });
  });

  it('keeps a path prefix the server is mounted under and ignores the query', () => {
    const options = readEmbedOptions('https://example.com/parley/embed.js?v=3', { agentId: 'abc' });
    expect(options?.base).toBe('https://example.com/parley');
    expect(options?.serverOrigin).toBe('https://example.com');
  });

  it('reads region and layout, falling back to the default layout for unknown values', () => {
    const options = readEmbedOptions('https://x.io/embed.js', {
      agentId: 'abc',
      region: 'eu',
      layout: 'modal',
    });
    expect(options?.region).toBe('eu');
    expect(options?.layout).toBe('modal');
    const odd = readEmbedOptions('https://x.io/embed.js', { agentId: 'abc', region: 'mars', layout: 'huge' });
    expect(odd?.region).toBeUndefined();
    expect(odd?.layout).toBe('default');
  });

  it('refuses a tag without agent id or without an http(s) src', () => {
    expect(readEmbedOptions('https://x.io/embed.js', {})).toBeNull();
    expect(readEmbedOptions('https://x.io/embed.js', { agentId: '  ' })).toBeNull();
    expect(readEmbedOptions('file:///embed.js', { agentId: 'abc' })).toBeNull();
  });
});

describe('server URLs', () => {
  const options = readEmbedOptions('http://localhost:3000/embed.js', { agentId: 'ag/1', region: 'na' })!;

  it('points the frame at the server with agent, region and the parent origin', () => {
    expect(frameUrl(options, 'https://shop.example', 'ag/1-AbCdEfGhIjKl')).toBe(
      'http://localhost:3000/widget/frame.html?agentId=ag%2F1&userId=ag%2F1-AbCdEfGhIjKl&region=na&parentOrigin=https%3A%2F%2Fshop.example',
    );
  });

  it('leaves parentOrigin out when the host page has no usable origin', () => {
    expect(frameUrl(options, null, 'ag/1-AbCdEfGhIjKl')).toBe(
      'http://localhost:3000/widget/frame.html?agentId=ag%2F1&userId=ag%2F1-AbCdEfGhIjKl&region=na',
    );
  });

  it('builds the widget-config URL with an escaped agent id and the browser language', () => {
    expect(widgetConfigUrl(options)).toBe(
      'http://localhost:3000/api/agents/ag%2F1/widget-config?lang=&region=na',
    );
    expect(widgetConfigUrl(options, 'de-DE')).toBe(
      'http://localhost:3000/api/agents/ag%2F1/widget-config?lang=de-DE&region=na',
    );
  });
});

describe('the launcher labels before the config arrives', () => {
  it("are the catalogue's English phrases", async () => {
    const { PHRASES_EN } = await import('@parley/widget-i18n/phrases-en');
    const { readFileSync } = await import('node:fs');
    const shell = readFileSync(new URL('./widget-shell.ts', import.meta.url), 'utf8');
    for (const key of ['openChat', 'closeChat', 'frameTitle'] as const) {
      expect(shell).toContain(`${key}: '${PHRASES_EN[key]}'`);
    }
  });
});
