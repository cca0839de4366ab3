import { describe, expect, it } from 'vitest';
import {
  createVisitorId,
  isVisitorIdOf,
  type KeyValueStore,
  loadOrCreateVisitorId,
  randomAlphanumerics,
  visitorIdKey,
} from './visitor-id';

class MemoryStore implements KeyValueStore {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const AGENT = 'Ab3dEf6hIj9kLm2n';

describe('visitor id', () => {
  it('is the agent id, a dash and 12 alphanumerics', () => {
    for (let i = 0; i < 50; i++) {
      expect(createVisitorId(AGENT)).toMatch(/^Ab3dEf6hIj9kLm2n-[A-Za-z0-9]{12}$/);
    }
  });

  it('maps 32-bit random values onto the 62 letters', () => {
    const words = () => Uint32Array.from([0, 25, 26, 51, 52, 61, 62, 2 ** 32 - 1, 123, 200, 1, 2]);
    expect(randomAlphanumerics(12, words)).toBe('AZaz09AD9OBC');
  });

  it('is stored under parley:{agentId}:userId and reused by a returning visitor', () => {
    const store = new MemoryStore();
    const first = loadOrCreateVisitorId(AGENT, store);
    expect(store.items.get(`parley:${AGENT}:userId`)).toBe(first);
    expect(loadOrCreateVisitorId(AGENT, store)).toBe(first);
  });

  it('is replaced when the stored value is not a visitor id of this agent', () => {
    const store = new MemoryStore();
    store.setItem(visitorIdKey(AGENT), 'other-agent-abcdefghijkl');
    const id = loadOrCreateVisitorId(AGENT, store);
    expect(isVisitorIdOf(AGENT, id)).toBe(true);
    expect(store.getItem(visitorIdKey(AGENT))).toBe(id);
  });

  it('still gives an id when storage is missing or throws', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(isVisitorIdOf(AGENT, loadOrCreateVisitorId(AGENT, broken))).toBe(true);
    expect(isVisitorIdOf(AGENT, loadOrCreateVisitorId(AGENT, null))).toBe(true);
  });
});
