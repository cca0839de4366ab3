// Chat buttons (R-WIX-1..7): name + request, the special names and the multi-select maximum.
import type { TAction } from '@parley/contract/chat';

export interface ChatButton {
  name: string;
  request: TAction;
}

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Buttons in the R-WIX-1 shape; a button without a request sends its name as text. */
export function readButtons(raw: unknown): ChatButton[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((b) => {
    const { name, request, label } = record(b);
    const title = typeof name === 'string' ? name : typeof label === 'string' ? label : null;
    if (!title) return [];
    const req = record(request);
    return [
      {
        name: title,
        request:
          typeof req.type === 'string'
            ? { type: req.type, ...(req.payload === undefined ? {} : { payload: req.payload }) }
            : { type: 'text', payload: title },
      },
    ];
  });
}

/** R-WIX-3: VG_Block keeps the visitor to the buttons (no free text); VG_Dropdown shows them as a list. */
export const VG_BLOCK = 'VG_Block';
export const VG_DROPDOWN = 'VG_Dropdown';

export interface ButtonSet {
  buttons: ChatButton[];
  dropdown: boolean;
  blocksInput: boolean;
}

/** R-WIX-2..4: the special names are flags, never buttons; a name containing ':Disabled' is hidden. */
export function arrangeButtons(all: ChatButton[]): ButtonSet {
  const special = (b: ChatButton, name: string) => b.name.trim() === name;
  return {
    buttons: all.filter(
      (b) => !b.name.includes(':Disabled') && !special(b, VG_BLOCK) && !special(b, VG_DROPDOWN),
    ),
    dropdown: all.some((b) => special(b, VG_DROPDOWN)),
    blocksInput: all.some((b) => special(b, VG_BLOCK)),
  };
}

export const DEFAULT_MULTI_SELECT_MAX = 99;

/** R-WIX-7: the maximum is the number after the last colon of the last button's name (default 99). */
export function multiSelectMax(buttons: readonly ChatButton[]): number {
  const last = buttons.at(-1)?.name ?? '';
  const tail = last.includes(':') ? last.slice(last.lastIndexOf(':') + 1).trim() : '';
  const n = /^\d+$/.test(tail) ? Number.parseInt(tail, 10) : Number.NaN;
  return n > 0 ? n : DEFAULT_MULTI_SELECT_MAX;
}

/** The shown name: a trailing ':{max}' is configuration, not part of the label. */
export const buttonLabel = (name: string) => name.replace(/:\s*\d+\s*$/, '').trim() || name;
