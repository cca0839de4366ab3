// The anonymous visitor's id, `${agentId}-` plus 12 alphanumerics, kept per agent so a returning visitor
// keeps their conversation. The loader keeps it in the host page's localStorage (first-party: browsers that
// block third-party storage deny it to the frame) and hands it to the frame; a frame opened on its own
// keeps it in its own storage.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SUFFIX_LENGTH = 12;

/** `count` random 32-bit values. */
export type RandomWords = (count: number) => Uint32Array;

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

const cryptoWords: RandomWords = (count) => crypto.getRandomValues(new Uint32Array(count));

/** 32-bit values folded onto 62 letters: the bias (2^32 mod 62 of 2^32) is below one in a hundred million. */
export const randomAlphanumerics = (length: number, randomWords: RandomWords = cryptoWords): string =>
  Array.from(randomWords(length), (word) => ALPHABET[word % 62]).join('');

export const visitorIdKey = (agentId: string) => `parley:${agentId}:userId`;

export const createVisitorId = (agentId: string, randomWords?: RandomWords) =>
  `${agentId}-${randomAlphanumerics(SUFFIX_LENGTH, randomWords)}`;

export function isVisitorIdOf(agentId: string, value: string | null): value is string {
  if (value === null) return false;
  const prefix = `${agentId}-`;
  return value.startsWith(prefix) && /^[A-Za-z0-9]{12}$/.test(value.slice(prefix.length));
}

/** The stored id when valid, else a new one (stored when storage works; blocked storage still chats). */
export function loadOrCreateVisitorId(
  agentId: string,
  store: KeyValueStore | null,
  randomWords?: RandomWords,
) {
  const key = visitorIdKey(agentId);
  try {
    const stored = store?.getItem(key) ?? null;
    if (isVisitorIdOf(agentId, stored)) return stored;
  } catch {
    // storage refused: fall through to a session-only id
  }
  const id = createVisitorId(agentId, randomWords);
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
