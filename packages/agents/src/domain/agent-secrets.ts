// Which fields of an agent document are secrets, kept out of backups (R-VER-11) and kept across a revert.

const SECRET_FIELDS = new Set(['SECRET_API_KEY', 'VF_DIALOGUE_API_KEY', 'whatsappToken', 'gcloudPrivateKey']);
const SECRET_NAME = /secret|token|password|privatekey|api_?key/i;
/**
 * Counters and limits whose names merely contain "token". maxTokens (the model's reply length,
 * 1024 by default) is here too: dropping it would make every backup lose a model setting.
 */
const NOT_SECRET = new Set(['tokensUsage', 'maxTokensUsage', 'maxTokens']);

type Doc = Record<string, unknown>;

export function isSecretField(key: string): boolean {
  if (NOT_SECRET.has(key)) return false;
  return SECRET_FIELDS.has(key) || SECRET_NAME.test(key);
}

const isPlain = (value: unknown): value is Doc =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy without secret fields, at any depth (inside nested objects and arrays too). */
export function stripSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map(stripSecrets) as T;
  if (!isPlain(value)) return value;
  const out: Doc = {};
  for (const [key, inner] of Object.entries(value)) {
    if (!isSecretField(key)) out[key] = stripSecrets(inner);
  }
  return out as T;
}

/**
 * Puts back the secrets of `current` that `restored` lacks (a backup never holds them), following
 * nested objects present on both sides. Arrays replace as a whole, so their items are not matched.
 */
export function restoreSecrets(restored: Doc, current: Doc): Doc {
  const out: Doc = { ...restored };
  for (const [key, value] of Object.entries(current)) {
    if (isSecretField(key)) {
      if (out[key] === undefined) out[key] = value;
    } else if (isPlain(out[key]) && isPlain(value)) {
      out[key] = restoreSecrets(out[key] as Doc, value);
    }
  }
  return out;
}
