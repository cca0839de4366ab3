// The form definition the widget renders (R-WFM-2, R-WFM-3), read from FB_PUBLIC_LOAD_DATA_:
// data[1][0] description, data[1][1] items, data[1][8] title (data[3] the document title).
// An item is [itemId, label, description, typeCode, entries]; an entry [entryId, options, required, extra].

export const FORM_FIELD_TYPES = [
  'SHORT_ANSWER',
  'LONG_ANSWER',
  'RADIO',
  'DROPDOWN',
  'CHECKBOX',
  'LINEAR',
  'RADIO_GRID',
  'CHECKBOX_GRID',
  'DATE',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export interface FormField {
  /** The entry id answers are sent under; for grids the question's id (each row has its own entry id). */
  id: string;
  type: FormFieldType;
  label: string;
  required: boolean;
  description?: string;
  /** Choices; the columns of a grid; the points of a linear scale. */
  options?: string[];
  /** Grids: one entry per row. */
  rows?: Array<{ id: string; label: string }>;
  /** R-WFM-9: answers a required multi-line (grid) field needs: one per row. */
  lines?: number;
  /** Linear scale: the words at both ends. */
  scale?: { lowLabel?: string; highLabel?: string };
}

export interface FormDefinition {
  title: string;
  description: string;
  fields: FormField[];
  /** Pages (sections) the form has: the submission names them all. */
  pageCount: number;
}

const SIMPLE_TYPES: Record<number, FormFieldType> = {
  0: 'SHORT_ANSWER',
  1: 'LONG_ANSWER',
  2: 'RADIO',
  3: 'DROPDOWN',
  4: 'CHECKBOX',
  5: 'LINEAR',
  9: 'DATE',
  // A star rating reads like a linear scale of its points.
  18: 'LINEAR',
};
const GRID = 7;
const PAGE_BREAK = 8;

const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const idOf = (v: unknown): string | null =>
  typeof v === 'number' && Number.isSafeInteger(v)
    ? String(v)
    : typeof v === 'string' && /^\d+$/.test(v)
      ? v
      : null;

/** Choice labels, without Google's 'Other' free-text choice (its 5th cell is 1). */
const optionsOf = (v: unknown): string[] =>
  arr(v)
    .filter((o) => arr(o)[4] !== 1)
    .map((o) => text(arr(o)[0]))
    .filter((label) => label !== '');

function fieldOf(item: unknown[]): FormField | null {
  const code = item[3];
  const entries = arr(item[4]);
  const label = text(item[1]);
  const description = text(item[2]) || undefined;
  if (code === GRID) {
    const rows = entries
      .map((e) => ({ id: idOf(arr(e)[0]), label: text(arr(arr(e)[3])[0]) }))
      .filter((r): r is { id: string; label: string } => r.id !== null);
    const first = arr(entries[0]);
    const id = idOf(item[0]);
    if (!id || rows.length === 0) return null;
    const required = first[2] === 1;
    return {
      id,
      type: arr(first[11])[0] === 1 ? 'CHECKBOX_GRID' : 'RADIO_GRID',
      label,
      required,
      description,
      options: optionsOf(first[1]),
      rows,
      lines: required ? rows.length : undefined,
    };
  }
  const type = typeof code === 'number' ? SIMPLE_TYPES[code] : undefined;
  const entry = arr(entries[0]);
  const id = idOf(entry[0]);
  if (!type || !id) return null;
  const field: FormField = { id, type, label, required: entry[2] === 1, description };
  if (type === 'RADIO' || type === 'DROPDOWN' || type === 'CHECKBOX' || type === 'LINEAR')
    field.options = optionsOf(entry[1]);
  if (type === 'LINEAR' && code === 5) {
    const ends = arr(entry[3]);
    field.scale = { lowLabel: text(ends[0]) || undefined, highLabel: text(ends[1]) || undefined };
  }
  return field;
}

/** Null when the data is not a form (the page changed shape, or it is not a form page). */
export function toFormDefinition(data: unknown[]): FormDefinition | null {
  const form = arr(data[1]);
  if (form.length === 0) return null;
  const items = arr(form[1]).map(arr);
  const fields: FormField[] = [];
  let pageCount = 1;
  for (const item of items) {
    if (item[3] === PAGE_BREAK) pageCount += 1;
    const field = fieldOf(item);
    if (field) fields.push(stripUndefined(field));
  }
  return {
    title: text(form[8]) || text(data[3]),
    description: text(form[0]),
    fields,
    pageCount,
  };
}

function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
