// Turning a field's text or a model's argument into the field's declared type (R-TOOL-3).
import type { TToolField } from './tool';

export type FieldValue = string | number | boolean | Record<string, unknown> | unknown[];

/** Returns the coerced value, or an error text when the value cannot have the field's type. */
export function coerceFieldValue(
  raw: unknown,
  type: TToolField['type'],
): { ok: true; value: FieldValue } | { ok: false; error: string } {
  switch (type) {
    case 'string':
      return { ok: true, value: typeof raw === 'object' ? JSON.stringify(raw) : String(raw) };
    case 'number': {
      const n =
        typeof raw === 'number'
          ? raw
          : typeof raw === 'string' && raw.trim() !== ''
            ? Number(raw)
            : Number.NaN;
      return Number.isFinite(n)
        ? { ok: true, value: n }
        : { ok: false, error: `expected a number, got ${JSON.stringify(raw)}` };
    }
    case 'boolean': {
      if (typeof raw === 'boolean') return { ok: true, value: raw };
      const text = String(raw).trim().toLowerCase();
      if (['true', '1', 'yes'].includes(text)) return { ok: true, value: true };
      if (['false', '0', 'no'].includes(text)) return { ok: true, value: false };
      return { ok: false, error: `expected a boolean, got ${JSON.stringify(raw)}` };
    }
    case 'object': {
      if (raw !== null && typeof raw === 'object') return { ok: true, value: raw as Record<string, unknown> };
      try {
        const parsed: unknown = JSON.parse(String(raw));
        if (parsed !== null && typeof parsed === 'object')
          return { ok: true, value: parsed as Record<string, unknown> };
      } catch {
        // falls through to the error below
      }
      return { ok: false, error: `expected a JSON object, got ${JSON.stringify(raw)}` };
    }
  }
}

const isGiven = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * The value a field takes in a call: its fixed value, else the model's argument, else its default.
 * `undefined` means the field is left out (optional and not given).
 */
export function resolveFieldValue(
  field: TToolField,
  input: Record<string, unknown>,
): { ok: true; value: FieldValue | undefined } | { ok: false; error: string } {
  const raw =
    field.value !== '' ? field.value : isGiven(input[field.key]) ? input[field.key] : field.defaultValue;
  if (!isGiven(raw)) {
    return field.required
      ? { ok: false, error: `missing required parameter "${field.key}"` }
      : { ok: true, value: undefined };
  }
  const coerced = coerceFieldValue(raw, field.type);
  return coerced.ok ? coerced : { ok: false, error: `parameter "${field.key}": ${coerced.error}` };
}
