import { describe, expect, it } from 'vitest';
import { showsViewSwitch, viewSwitchOf } from './view-switch';

describe('view switch', () => {
  it('R-APS-11 shows with start or note nodes and no default or end nodes', () => {
    expect(showsViewSwitch([{ type: 'start' }])).toBe(true);
    expect(showsViewSwitch([{ type: 'note' }])).toBe(true);
    expect(showsViewSwitch([{ type: 'start' }, { type: 'note' }])).toBe(true);
    expect(showsViewSwitch([{ type: 'start' }, { type: 'default' }])).toBe(false);
    expect(showsViewSwitch([{ type: 'note' }, { type: 'end' }])).toBe(false);
    expect(showsViewSwitch([{ type: 'default' }])).toBe(false);
    expect(showsViewSwitch([])).toBe(false);
  });

  it('R-APS-11 names the other view', () => {
    expect(viewSwitchOf('nodes')).toEqual({ to: 'prompt', label: 'Switch to Canvas View' });
    expect(viewSwitchOf('prompt')).toEqual({ to: 'nodes', label: 'Switch to Prompt View' });
  });
});
