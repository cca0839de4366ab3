// Form rules (R-WFM-3..10): field kinds from labels, the e-mail and phone patterns, required answers.

/** R-WFM-6: a basic e-mail pattern. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** R-WFM-7: 3 digits, 3 digits, then 4 to 6, with an optional plus, brackets and separators. */
export const PHONE_PATTERN = /^[+]?[(]?[0-9]{3}[)]?[-\s.]?[0-9]{3}[-\s.]?[0-9]{4,6}$/;
/** R-WFM-6: the check runs this long after typing stops. */
export const VALIDATION_DELAY_MS = 2000;
/** R-WFM-11: form error notices. */
export const FORM_NOTICE_MS = 2500;

export type FieldKind =
  | 'CHECKBOX'
  | 'RADIO'
  | 'SHORT_ANSWER'
  | 'LONG_ANSWER'
  | 'RADIO_GRID'
  | 'CHECKBOX_GRID'
  | 'DROPDOWN'
  | 'LINEAR'
  | 'DATE';

export interface FormField {
  id: string;
  type: FieldKind;
  label: string;
  required: boolean;
  description?: string;
  /** Multi-line fields: how many answers (grid rows) are needed. */
  lines?: number;
  options?: string[];
  rows?: string[];
}

export interface FormDefinition {
  title: string;
  description: string;
  fields: FormField[];
}

export type InputKind = 'email' | 'tel' | 'file' | 'text';

/** R-WFM-4, R-WFM-5: 'Name:email', 'Name:tel' and a ':file' marker set the input; the marker is not shown. */
export function labelKind(label: string): { kind: InputKind; label: string } {
  const m = /^(.*?):(email|tel|file)\s*$/i.exec(label.trim());
  if (!m) return { kind: 'text', label: label.trim() };
  return { kind: (m[2] as string).toLowerCase() as InputKind, label: (m[1] as string).trim() };
}

export type Answer = string | string[] | Record<string, string | string[]>;

const answered = (field: FormField, value: Answer | undefined): boolean => {
  if (value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  const rows = Object.values(value).filter((v) => (Array.isArray(v) ? v.length > 0 : v.trim() !== ''));
  const needed = field.lines ?? field.rows?.length ?? 1;
  return rows.length >= Math.max(1, needed);
};

/** The message to show under one field now, or null (the e-mail/phone check runs after the delay). */
export function fieldError(
  field: FormField,
  value: Answer | undefined,
): 'required' | 'email' | 'phone' | null {
  const kind = labelKind(field.label).kind;
  if (typeof value === 'string' && value.trim() !== '') {
    if (kind === 'email' && !EMAIL_PATTERN.test(value.trim())) return 'email';
    if (kind === 'tel' && !PHONE_PATTERN.test(value.trim())) return 'phone';
  }
  return field.required && !answered(field, value) ? 'required' : null;
}

/** R-WFM-9: submittable when no field has an error. */
export const canSubmitForm = (fields: readonly FormField[], answers: Record<string, Answer>) =>
  fields.every((f) => fieldError(f, answers[f.id]) === null);

/** R-WFM-10: empty answers (empty lists, blank text) are dropped from the submission. */
export function submission(answers: Record<string, Answer>): Record<string, Answer> {
  return Object.fromEntries(
    Object.entries(answers).filter(([, v]) =>
      typeof v === 'string' ? v.trim() !== '' : Array.isArray(v) ? v.length > 0 : Object.keys(v).length > 0,
    ),
  );
}
