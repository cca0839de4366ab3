// The anonymous visitor's id, `${agentId}-` plus 12 alphanumerics, kept per agent so a returning visitor
// keeps their conversation. The loader keeps it in the host page's localStorage (first-party: browsers that
// block third-party storage deny it to the frame) and hands it to the frame; a frame opened on its own
// keeps it in its own storage.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SUFFIX_LENGTH = 12;

export type RandomBytes = (count: number) => Uint8Array;
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

const cryptoBytes: RandomBytes = (count) => crypto.getRandomValues(new Uint8Array(count));

/** Unbiased: bytes ≥ 248 (= 4 × 62) are skipped rather than folded onto the first letters. */
export function randomAlphanumerics(length: number, randomBytes: RandomBytes = cryptoBytes): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248) out += ALPHABET[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

export const visitorIdKey = (agentId: string) => `parley:${agentId}:userId`;

export const createVisitorId = (agentId: string, randomBytes?: RandomBytes) =>
  `${agentId}-${randomAlphanumerics(SUFFIX_LENGTH, randomBytes)}`;

export function isVisitorIdOf(agentId: string, value: string | null): value is string {
  if (value === null) return false;
  const prefix = `${agentId}-`;
  return value.startsWith(prefix) && /^[A-Za-z0-9]{12}$/.test(value.slice(prefix.length));
}

/** The stored id when valid, else a new one (stored when storage works; blocked storage still chats). */
export function loadOrCreateVisitorId(
  agentId: string,
  store: KeyValueStore | null,
  randomBytes?: RandomBytes,
) {
  const key = visitorIdKey(agentId);
  try {
    const stored = store?.getItem(key) ?? null;
    if (isVisitorIdOf(agentId, stored)) return stored;
  } catch {
    // storage refused: fall through to a session-only id
  }
  const id = createVisitorId(agentId, randomBytes);
  try {
    store?.setItem(key, id);
  } catch {
    // quota or privacy mode: the id lives for this page only
  }
  return id;
}

/** localStorage, or null where merely touching it throws (blocked third-party storage, sandboxing). */
export function browserStorage(): KeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
