import { describe, expect, it } from 'vitest';
import { isEventType, isSubscribed } from './event-types';

describe('hook subscription rule', () => {
  it('R-EVT-2 sends only subscribed types to a set endpoint', () => {
    const settings = { endpoint: 'https://hooks.example.com/parley', subscribedEvents: ['client_created'] };
    expect(isSubscribed(settings, 'client_created')).toBe(true);
    expect(isSubscribed(settings, 'workspace_log')).toBe(false);
  });
  it('R-EVT-2 sends nothing without an endpoint or a subscription list', () => {
    expect(isSubscribed({ subscribedEvents: ['client_created'] }, 'client_created')).toBe(false);
    expect(isSubscribed({ endpoint: '', subscribedEvents: ['client_created'] }, 'client_created')).toBe(
      false,
    );
    expect(isSubscribed({ endpoint: 'https://x.example' }, 'client_created')).toBe(false);
    expect(
      isSubscribed({ endpoint: 'https://x.example', subscribedEvents: 'client_created' }, 'client_created'),
    ).toBe(false);
    expect(isSubscribed(undefined, 'client_created')).toBe(false);
  });
  it('knows the event types it emits', () => {
    expect(isEventType('client_created')).toBe(true);
    expect(isEventType('test')).toBe(false);
    expect(isEventType(42)).toBe(false);
  });
});
