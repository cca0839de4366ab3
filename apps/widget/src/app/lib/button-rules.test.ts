import { describe, expect, it } from 'vitest';
import { arrangeButtons, buttonLabel, multiSelectMax, readButtons } from './button-rules';

const b = (name: string) => ({ name, request: { type: 'text', payload: name } });

describe('chat buttons', () => {
  it('R-WIX-1 reads name and request, a missing request sends the name', () => {
    expect(
      readButtons([
        { name: 'Yes', request: { type: 'path-1', payload: { x: 1 } } },
        { name: 'No' },
        { nope: 1 },
      ]),
    ).toEqual([
      { name: 'Yes', request: { type: 'path-1', payload: { x: 1 } } },
      { name: 'No', request: { type: 'text', payload: 'No' } },
    ]);
  });

  it("R-WIX-3 R-WIX-4 hides ':Disabled' and the special names, which become flags", () => {
    const set = arrangeButtons([b('A'), b('B:Disabled'), b('VG_Dropdown'), b('VG_Block'), b('C')]);
    expect(set.buttons.map((x) => x.name)).toEqual(['A', 'C']);
    expect(set.dropdown).toBe(true);
    expect(set.blocksInput).toBe(true);
    expect(arrangeButtons([b('A')])).toMatchObject({ dropdown: false, blocksInput: false });
  });

  it('R-WIX-7 takes the multi-select maximum from the last name after a colon, default 99', () => {
    expect(multiSelectMax([b('Red'), b('Blue'), b('Green:2')])).toBe(2);
    expect(multiSelectMax([b('a:5'), b('b')])).toBe(99);
    expect(multiSelectMax([b('x:0')])).toBe(99);
    expect(multiSelectMax([])).toBe(99);
    expect(buttonLabel('Green:2')).toBe('Green');
    expect(buttonLabel('Note: read me')).toBe('Note: read me');
  });
});
