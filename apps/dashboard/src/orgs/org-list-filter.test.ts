import { describe, expect, it } from 'vitest';
import { filterOrgsByName } from './org-list-filter';

const orgs = [{ name: 'Acme Dental' }, { name: 'Café Zoë' }, { name: 'New Organization' }];

describe('filterOrgsByName', () => {
  it('keeps every organisation for a blank query', () => {
    expect(filterOrgsByName(orgs, '  ')).toEqual(orgs);
  });

  it('matches every word, in any order and case', () => {
    expect(filterOrgsByName(orgs, 'dental ACME')).toEqual([{ name: 'Acme Dental' }]);
    expect(filterOrgsByName(orgs, 'acme zoe')).toEqual([]);
  });

  it('ignores accents on either side', () => {
    expect(filterOrgsByName(orgs, 'cafe zoe')).toEqual([{ name: 'Café Zoë' }]);
    expect(filterOrgsByName(orgs, 'orgánization')).toEqual([{ name: 'New Organization' }]);
  });
});
