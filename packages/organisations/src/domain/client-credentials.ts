// Client user ids and generated dashboard passwords (R-ORG-6): crypto-random, easy to read aloud.
// Web Crypto, so the dashboard's 'Generate' button uses the same rule as the server.
import { CLIENT_ID_LENGTH, CLIENT_PASSWORD_LENGTH } from '@parley/messages/organisations';

/** Letters and digits without the look-alikes 0/O/o, 1/I/l. */
export const CLIENT_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

// Largest multiple of the alphabet size below 256: bytes above it are dropped, so no character is favoured.
const LIMIT = 256 - (256 % CLIENT_ALPHABET.length);

function randomReadable(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < LIMIT) out += CLIENT_ALPHABET[byte % CLIENT_ALPHABET.length];
      if (out.length === length) break;
    }
  }
  return out;
}

export const newClientId = () => randomReadable(CLIENT_ID_LENGTH);
export const generateClientPassword = () => randomReadable(CLIENT_PASSWORD_LENGTH);
