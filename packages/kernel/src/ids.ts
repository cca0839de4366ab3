// Random identifiers in the spec's lengths (agent 16, workspace uid 15, secrets vg_ + 20).
import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Unbiased random string over [A-Za-z0-9] using rejection sampling. */
export function randomId(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248) out += ALPHABET[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

export const newAgentId = () => randomId(16);
export const newWorkspaceUid = () => randomId(15);
export const newWorkspaceSecret = () => `vg_${randomId(20)}`;
export const newAgentSecretKey = () => `vg_${randomId(20)}`;
export const newSessionToken = () => randomId(43);
/** 'Personal' plus a random suffix (R-WKS-16). */
export const defaultWorkspaceName = () => `Personal ${randomId(4)}`;
