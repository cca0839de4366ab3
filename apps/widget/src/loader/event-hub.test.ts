import { describe, expect, it, vi } from 'vitest';
import { createEventHub } from './event-hub';

describe('createEventHub', () => {
  it('calls the handlers of an event with its data, and only those', () => {
    const hub = createEventHub<'open' | 'message'>();
    const seen: unknown[] = [];
    hub.on('message', (data) => seen.push(data));
    hub.on('open', () => seen.push('opened'));
    hub.emit('message', { text: 'Hi' });
    expect(seen).toEqual([{ text: 'Hi' }]);
  });

  it('stops calling a handler once unsubscribed', () => {
    const hub = createEventHub<'close'>();
    let calls = 0;
    const off = hub.on('close', () => calls++);
    hub.emit('close');
    off();
    hub.emit('close');
    expect(calls).toBe(1);
  });

  it('keeps calling the other handlers when one throws', () => {
    const hub = createEventHub<'open'>();
    const reported: unknown[] = [];
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
    let reached = false;
    hub.on('open', () => {
      throw new Error('host bug');
    });
    hub.on('open', () => {
      reached = true;
    });
    hub.emit('open');
    expect(reached).toBe(true);
    expect(reported).toEqual([new Error('host bug')]);
    vi.unstubAllGlobals();
  });
});
