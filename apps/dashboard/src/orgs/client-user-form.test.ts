import type { TClientUser } from '@parley/contract/organisations';
import { describe, expect, it } from 'vitest';
import { sectionLabel, sectionOptions } from './access-sections';
import { draftOfClient, moveItem, syncTabOrder, toClientInput, validateClientUser } from './client-user-form';

const client: TClientUser = {
  ID: 'c1',
  orgId: 'o1',
  name: 'Ada',
  email: 'ada@example.com',
  squarePhotoURL: null,
  widgetIDs: ['a1'],
  canAccess: ['/home', '/kb'],
  clientTabOrder: [],
  status: 'offline',
  isOrgAdmin: true,
  allowCreateAgents: false,
  passwordChangedAt: 0,
  ts: 0,
  lastModified: 0,
};
const DEFAULTS = ['/home', '/convos', '/analytics', '/kb', '/campaigns'];

describe('Add/Edit User form', () => {
  it('R-ORG-15 a new user starts with the organisation’s default sections', () => {
    expect(draftOfClient(null, DEFAULTS)).toMatchObject({
      canAccess: DEFAULTS,
      widgetIDs: [],
      isOrgAdmin: false,
    });
  });

  it("R-ORG-4 name, e-mail and password are required on add: 'Please fill out all fields.'", () => {
    const draft = { ...draftOfClient(null, DEFAULTS), name: 'Eve', email: 'eve@example.com' };
    expect(validateClientUser(draft, true)).toBe('Please fill out all fields.');
    expect(validateClientUser({ ...draft, password: 'x'.repeat(15) }, true)).toBeNull();
    expect(validateClientUser({ ...draft, name: ' ', password: 'x' }, true)).toBe(
      'Please fill out all fields.',
    );
  });

  it('R-ORG-4 on edit an empty password keeps the current one and is not sent', () => {
    const draft = draftOfClient(client, DEFAULTS);
    expect(validateClientUser(draft, false)).toBeNull();
    expect(toClientInput(draft, 'root')).not.toHaveProperty('password');
    expect(toClientInput({ ...draft, password: 'NewPassword234' }, 'root').password).toBe('NewPassword234');
  });

  it('R-ORG-11 only the root admin sends isOrgAdmin and allowCreateAgents', () => {
    const draft = draftOfClient(client, DEFAULTS);
    expect(toClientInput(draft, 'root')).toMatchObject({ isOrgAdmin: true, allowCreateAgents: false });
    const admin = toClientInput(draft, 'orgAdmin');
    expect(admin).not.toHaveProperty('isOrgAdmin');
    expect(admin).not.toHaveProperty('allowCreateAgents');
  });

  it('the tab order keeps the chosen order for granted sections and appends new ones', () => {
    expect(syncTabOrder(['/kb', '/home', '/gone'], ['/home', '/kb', '/convos'])).toEqual([
      '/kb',
      '/home',
      '/convos',
    ]);
    const draft = {
      ...draftOfClient(client, DEFAULTS),
      clientTabOrder: ['/kb', '/home'],
      canAccess: ['/home'],
    };
    expect(toClientInput(draft, 'root').clientTabOrder).toEqual(['/home']);
    expect(toClientInput(draftOfClient(client, DEFAULTS), 'root').clientTabOrder).toEqual([]);
  });

  it('moves an item within bounds', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('access sections', () => {
  it('R-ORG-15 labels the default sections and keeps unknown paths as they are', () => {
    expect(DEFAULTS.map(sectionLabel)).toEqual([
      'Home',
      'Conversations',
      'Analytics',
      'Knowledge',
      'Campaigns',
    ]);
    expect(sectionLabel('/c/faq')).toBe('/c/faq');
  });

  it('R-ORG-11 an org admin is offered only the grantable sections, plus what the client has', () => {
    expect(sectionOptions(['/home', '/kb']).map((s) => s.value)).toEqual(['/home', '/kb']);
    expect(sectionOptions(['/home'], ['/c/faq']).map((s) => s.label)).toEqual(['Home', '/c/faq']);
    expect(sectionOptions().length).toBeGreaterThan(10);
  });
});
