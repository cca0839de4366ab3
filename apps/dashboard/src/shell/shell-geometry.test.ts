import { describe, expect, it } from 'vitest';
import { DEBUGGER_WIDTH, NAV_WIDTH, navLayoutWidth, TOPBAR_HEIGHT } from './shell-geometry';

describe('shell geometry', () => {
  it('R-SHL-1 the top bar is 55px high', () => {
    expect(TOPBAR_HEIGHT).toBe(55);
  });

  it('R-SHL-2 the side navigation is 200px open, 65px collapsed, 80vw on phones', () => {
    expect(NAV_WIDTH).toEqual({ open: 200, collapsed: 65, phone: '80vw' });
    expect(navLayoutWidth(true)).toBe(200);
    expect(navLayoutWidth(false)).toBe(65);
  });

  it('R-APS-13 the debugger panel is about 425px wide', () => {
    expect(DEBUGGER_WIDTH).toBe(425);
  });
});
