import { describe, expect, it } from 'vitest';
import { liveSocketUrl, parseLiveMessage, reconnectDelay } from './live-message';

describe('the live socket', () => {
  it('reads subscriptions, changes and refusals', () => {
    expect(parseLiveMessage('{"type":"subscribed","agentId":"abc123"}')).toEqual({
      type: 'subscribed',
      agentId: 'abc123',
    });
    expect(
      parseLiveMessage('{"type":"changed","agentId":"abc123","userId":"abc123-v1","kind":"conversation"}'),
    ).toEqual({ type: 'changed', agentId: 'abc123', userId: 'abc123-v1' });
    expect(parseLiveMessage('{"type":"changed","agentId":"abc123","userId":null}')).toEqual({
      type: 'changed',
      agentId: 'abc123',
      userId: null,
    });
    expect(parseLiveMessage('{"type":"error","data":{"message":"Agent not found.","agentId":"x"}}')).toEqual({
      type: 'error',
      agentId: 'x',
      message: 'Agent not found.',
    });
  });

  it('ignores what it does not understand', () => {
    expect(parseLiveMessage('not json')).toBeNull();
    expect(parseLiveMessage('{"type":"changed"}')).toBeNull();
    expect(parseLiveMessage('[1,2]')).toBeNull();
    expect(parseLiveMessage(new ArrayBuffer(2))).toBeNull();
  });

  it('backs off when reconnecting, up to 30 s', () => {
    expect([0, 1, 2, 3, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });

  it('connects to the page’s own origin', () => {
    expect(liveSocketUrl({ protocol: 'https:', host: 'app.example:8443' })).toBe(
      'wss://app.example:8443/api/live',
    );
    expect(liveSocketUrl({ protocol: 'http:', host: 'localhost:3250' })).toBe('ws://localhost:3250/api/live');
  });
});
