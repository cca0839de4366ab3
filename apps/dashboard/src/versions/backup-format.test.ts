import { describe, expect, it } from 'vitest';
import {
  backupFileName,
  DIFF_VALUE_MAX,
  formatBackupDate,
  formatDiffValue,
  newestFirst,
} from './backup-format';

const template = (name: string) => ({ name, agentData: { ID: 'agent1' } });

describe('formatBackupDate', () => {
  it('formats unix seconds as local DD/MM/YYYY HH:mm:ss', () => {
    const sec = new Date(2026, 2, 7, 9, 5, 3).getTime() / 1000;
    expect(formatBackupDate(sec)).toBe('07/03/2026 09:05:03');
  });

  it('pads midnight and the last second of the year', () => {
    expect(formatBackupDate(new Date(2025, 0, 1, 0, 0, 0).getTime() / 1000)).toBe('01/01/2025 00:00:00');
    expect(formatBackupDate(new Date(2025, 11, 31, 23, 59, 59).getTime() / 1000)).toBe('31/12/2025 23:59:59');
  });
});

describe('backupFileName', () => {
  it('names the file after the agent and the backup', () => {
    expect(backupFileName({ id: 'b42', agentTemplate: template('Support Bot') })).toBe(
      'Support Bot-b42.json',
    );
  });

  it('replaces characters a file name cannot hold, and falls back to "agent"', () => {
    expect(backupFileName({ id: 'b1', agentTemplate: template('Sales/EU: "v2"?') })).toBe(
      'Sales_EU_ _v2_-b1.json',
    );
    expect(backupFileName({ id: 'b1', agentTemplate: template('  ') })).toBe('agent-b1.json');
  });
});

describe('formatDiffValue', () => {
  it('shows values as JSON', () => {
    expect(formatDiffValue('blue-dark')).toEqual({
      full: '"blue-dark"',
      shown: '"blue-dark"',
      truncated: false,
    });
    expect(formatDiffValue(1000)).toEqual({ full: '1000', shown: '1000', truncated: false });
    expect(formatDiffValue({ a: [1, 2] })).toEqual({
      full: '{"a":[1,2]}',
      shown: '{"a":[1,2]}',
      truncated: false,
    });
    expect(formatDiffValue(null).shown).toBe('null');
  });

  it('shows an absent value as a dash', () => {
    expect(formatDiffValue(undefined)).toEqual({ full: '—', shown: '—', truncated: false });
  });

  it(`truncates past ${DIFF_VALUE_MAX} characters and keeps the full value`, () => {
    const long = 'x'.repeat(200);
    const out = formatDiffValue(long);
    expect(out.full).toBe(`"${long}"`);
    expect(out.shown).toHaveLength(DIFF_VALUE_MAX);
    expect(out.shown.endsWith('…')).toBe(true);
    expect(out.truncated).toBe(true);
    expect(formatDiffValue('y'.repeat(DIFF_VALUE_MAX - 2)).truncated).toBe(false);
  });
});

describe('newestFirst', () => {
  it('orders by createdAt, newest first, without touching the input', () => {
    const input = [
      { id: 'a', createdAt: 100 },
      { id: 'c', createdAt: 300 },
      { id: 'b', createdAt: 200 },
      { id: 'b2', createdAt: 200 },
    ];
    expect(newestFirst(input).map((b) => b.id)).toEqual(['c', 'b', 'b2', 'a']);
    expect(input[0]?.id).toBe('a');
  });
});
