import { describe, expect, it } from 'vitest';
import { editDistance, similarity, tokenize, typoAllowance, withJoinedPairs } from './search-text';

describe('search words', () => {
  it('R-SRC-5 splits labels, camelCase field paths and acronyms into words', () => {
    expect(tokenize('vgOptions.handoffTimeout')).toEqual(['vg', 'options', 'handoff', 'timeout']);
    expect(tokenize('ADVANCED_customCSS')).toEqual(['advanced', 'custom', 'css']);
    expect(tokenize('The widget’s fixed phrases.')).toEqual(['the', 'widget', 's', 'fixed', 'phrases']);
    expect(tokenize('Café  Déjà-vu')).toEqual(['cafe', 'deja', 'vu']);
    expect(tokenize('')).toEqual([]);
  });

  it('R-SRC-5 joins adjacent words so compounds match', () => {
    expect(withJoinedPairs(['knowledge', 'base', 'size'])).toEqual([
      'knowledge',
      'base',
      'size',
      'knowledgebase',
      'basesize',
    ]);
    expect(withJoinedPairs(['one'])).toEqual(['one']);
  });

  it('R-SRC-2 edit distance counts a transposition as one edit', () => {
    expect(editDistance('languge', 'language')).toBe(1);
    expect(editDistance('hnadoff', 'handoff')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('R-SRC-2 forgives no typo below 4 letters, one up to 7, two from 8', () => {
    expect([3, 4, 7, 8, 12].map(typoAllowance)).toEqual([0, 1, 1, 2, 2]);
  });

  it('R-SRC-2 similarity: exact 1, prefix by coverage, typo by edits', () => {
    expect(similarity('handoff', 'handoff')).toBe(1);
    expect(similarity('time', 'timeout')).toBeCloseTo(0.7 + 0.3 * (4 / 7), 10);
    expect(similarity('languge', 'language')).toBe(0.875);
    expect(similarity('css', 'csv')).toBe(0);
    expect(similarity('zzqx', 'zone')).toBe(0);
    expect(similarity('c', 'css')).toBe(0);
    // A misspelt start of a longer word: 'convrs' is one edit from 'convers'.
    expect(similarity('convrs', 'conversations')).toBeCloseTo((0.7 + 0.3 * (6 / 13)) * (5 / 6), 10);
  });
});
