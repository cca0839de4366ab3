// A visitor's answers checked against the form (R-WFM-4, R-WFM-6..10) and encoded as the form's own
// page would post them to formResponse: entry.{id}=value (repeated for several), dates in three parts.
import { GOOGLE_FORM_MESSAGES as M } from '@parley/messages/google-forms';
import type { FormDefinition, FormField } from './form-definition';

export type FormAnswers = Record<string, string | string[]>;
export type EncodedAnswers = { ok: true; body: URLSearchParams } | { ok: false; message: string };

/** R-WFM-6: a basic e-mail pattern. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** R-WFM-7: 3 digits, 3 digits, 4 to 6 digits; optional plus, brackets and separators. */
export const PHONE_PATTERN = /^[+]?[(]?[0-9]{3}[)]?[-\s.]?[0-9]{3}[-\s.]?[0-9]{4,6}$/;
const MAX_ANSWER = 10_000;

/** R-WFM-4: 'Name:email' and 'Name:tel' set the input type. */
export function inputTypeOf(label: string): 'email' | 'tel' | 'text' {
  const suffix = /:(email|tel)\s*$/i.exec(label)?.[1]?.toLowerCase();
  return suffix === 'email' || suffix === 'tel' ? suffix : 'text';
}

/** R-WFM-10: a value as a list without empty answers. */
const valuesOf = (v: string | string[] | undefined): string[] =>
  (Array.isArray(v) ? v : v === undefined ? [] : [v]).map((s) => s.trim()).filter((s) => s !== '');

function checkValues(field: FormField, values: string[], many: boolean): string | null {
  if (values.some((v) => v.length > MAX_ANSWER)) return M.tooLong;
  if (!many && values.length > 1) return M.invalidOption;
  if (field.options && values.some((v) => !field.options?.includes(v))) return M.invalidOption;
  if (new Set(values).size !== values.length) return M.invalidOption;
  return null;
}

function validDate(value: string): [string, string, string] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCDate() === Number(m[3]) && date.getUTCMonth() === Number(m[2]) - 1
    ? [m[1], m[2], m[3]]
    : null;
}

export function encodeAnswers(form: FormDefinition, answers: FormAnswers): EncodedAnswers {
  const known = new Set(form.fields.flatMap((f) => (f.rows ? f.rows.map((r) => r.id) : [f.id])));
  if (Object.keys(answers).some((id) => !known.has(id))) return { ok: false, message: M.unknownField };
  const body = new URLSearchParams();
  let missingRequired = false;
  for (const field of form.fields) {
    if (field.rows) {
      const many = field.type === 'CHECKBOX_GRID';
      let answeredRows = 0;
      for (const row of field.rows) {
        const values = valuesOf(answers[row.id]);
        const problem = checkValues(field, values, many);
        if (problem) return { ok: false, message: problem };
        if (values.length > 0) answeredRows += 1;
        for (const v of values) body.append(`entry.${row.id}`, v);
      }
      if (field.required && answeredRows < (field.lines ?? field.rows.length)) missingRequired = true;
      continue;
    }
    const values = valuesOf(answers[field.id]);
    if (values.length === 0) {
      if (field.required) missingRequired = true;
      continue;
    }
    if (field.type === 'DATE') {
      const parts = values.length === 1 && values[0] ? validDate(values[0]) : null;
      if (!parts) return { ok: false, message: M.invalidDate };
      body.append(`entry.${field.id}_year`, parts[0]);
      body.append(`entry.${field.id}_month`, parts[1]);
      body.append(`entry.${field.id}_day`, parts[2]);
      continue;
    }
    const problem = checkValues(field, values, field.type === 'CHECKBOX');
    if (problem) return { ok: false, message: problem };
    const kind = inputTypeOf(field.label);
    if (kind === 'email' && !values.every((v) => EMAIL_PATTERN.test(v)))
      return { ok: false, message: M.invalidEmail };
    if (kind === 'tel' && !values.every((v) => PHONE_PATTERN.test(v)))
      return { ok: false, message: M.invalidPhone };
    for (const v of values) body.append(`entry.${field.id}`, v);
  }
  if (missingRequired) return { ok: false, message: M.pushRequired };
  body.append('pageHistory', Array.from({ length: form.pageCount }, (_, i) => i).join(','));
  return { ok: true, body };
}
