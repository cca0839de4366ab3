// The custom footer buttons editor (R-AGD-18 customButtonJSON_STRING): the stored JSON string read
// leniently into rows, and rows written back ('' when there are none).
import { CUSTOM_BUTTON_TYPES, type TCustomButton } from '@parley/contract/widget-tabs';

export type CustomButtonRow = Pick<TCustomButton, 'type' | 'viewValue' | 'value' | 'iconLink'> &
  Record<string, unknown>;

export function readCustomButtons(json: unknown): CustomButtonRow[] {
  if (typeof json !== 'string' || json.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((b): b is Record<string, unknown> => typeof b === 'object' && b !== null && !Array.isArray(b))
      .map((b) => ({
        ...b,
        type: (CUSTOM_BUTTON_TYPES as readonly unknown[]).includes(b.type)
          ? (b.type as TCustomButton['type'])
          : 'default',
        viewValue: typeof b.viewValue === 'string' ? b.viewValue : '',
        value: typeof b.value === 'string' ? b.value : '',
        iconLink: typeof b.iconLink === 'string' ? b.iconLink : '',
      }));
  } catch {
    return [];
  }
}

/** Rows as stored: empty optional fields left out, no rows → ''. */
export function writeCustomButtons(rows: readonly CustomButtonRow[]): string {
  if (rows.length === 0) return '';
  return JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([key, v]) => !(key !== 'viewValue' && v === ''))),
    ),
  );
}

export const newCustomButton = (): CustomButtonRow => ({
  type: 'default',
  viewValue: '',
  value: '',
  iconLink: '',
});
