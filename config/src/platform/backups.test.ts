import { describe, expect, it } from 'vitest';
import { backupEnvSchema, backupsToKeep, rowCountMismatches, type DatedBackup } from './backups';
import { mondayOf } from '../rules/clock';
import { parseEnvironment } from './env';

const env = (values: Record<string, string>) => parseEnvironment(backupEnvSchema, values, 'backup');

describe('backup settings', () => {
  it('keep 7 days and 4 weeks unless set', () => {
    expect(env({})).toMatchObject({ BACKUP_KEEP_DAILY: 7, BACKUP_KEEP_WEEKLY: 4 });
    expect(env({ BACKUP_KEEP_DAILY: '', BACKUP_KEEP_WEEKLY: '' })).toMatchObject({ BACKUP_KEEP_DAILY: 7, BACKUP_KEEP_WEEKLY: 4 });
    expect(env({ BACKUP_KEEP_DAILY: '14', BACKUP_KEEP_WEEKLY: '1' })).toMatchObject({ BACKUP_KEEP_DAILY: 14, BACKUP_KEEP_WEEKLY: 1 });
  });

  it('refuse a retention that is not a whole number of at least 1, naming the variable', () => {
    for (const bad of ['0', '-3', '2.5', 'seven', 'Infinity']) {
      expect(() => env({ BACKUP_KEEP_DAILY: bad })).toThrow(`backup environment: BACKUP_KEEP_DAILY: must be a whole number of at least 1`);
      expect(() => env({ BACKUP_KEEP_WEEKLY: bad })).toThrow(
        `backup environment: BACKUP_KEEP_WEEKLY: must be a whole number of at least 1`,
      );
    }
    expect(() => env({ DHARMA_NOW: 'yesterday' })).toThrow('DHARMA_NOW: DHARMA_NOW must be an ISO date-time');
  });
});

describe('mondayOf', () => {
  it('is the Monday of the ISO week, across months and years', () => {
    expect(mondayOf('2026-12-27')).toBe('2026-12-21'); // Sunday
    expect(mondayOf('2026-12-21')).toBe('2026-12-21'); // Monday
    expect(mondayOf('2027-01-01')).toBe('2026-12-28'); // Friday, ISO week 53 of 2026
    expect(mondayOf('2026-03-01')).toBe('2026-02-23');
  });
});

/** A backup at a Korean wall-clock time. */
const at = (korean: string): DatedBackup => ({ name: korean, createdAt: new Date(`${korean}+09:00`).toISOString() });
const kept = (backups: DatedBackup[], now: string, daily = 7, weekly = 4, justMade?: string) =>
  [...backupsToKeep(backups, { now: new Date(`${now}+09:00`), daily, weekly, justMade }).entries()].sort(([a], [b]) => a.localeCompare(b));

describe('backupsToKeep', () => {
  // One backup a night at 03:30 in Korea for 40 nights, up to Sunday 2026-12-27.
  const nightly = Array.from({ length: 40 }, (_, i) => at(`${dayBefore('2026-12-27', i)}T03:30:00`));

  it('keeps the newest of each of the last 7 Korean days and of each of the last 4 ISO weeks', () => {
    expect(kept(nightly, '2026-12-27T03:31:00')).toEqual([
      ['2026-12-06T03:30:00', 'weekly'], // Sunday of the week of Nov 30
      ['2026-12-13T03:30:00', 'weekly'], // Sunday of the week of Dec 7
      ['2026-12-20T03:30:00', 'weekly'], // Sunday of the week of Dec 14
      ['2026-12-21T03:30:00', 'daily'],
      ['2026-12-22T03:30:00', 'daily'],
      ['2026-12-23T03:30:00', 'daily'],
      ['2026-12-24T03:30:00', 'daily'],
      ['2026-12-25T03:30:00', 'daily'],
      ['2026-12-26T03:30:00', 'daily'],
      ['2026-12-27T03:30:00', 'daily'], // also this week's newest
    ]);
  });

  it('counts days in Korea: 00:30 on Monday in Korea is Sunday in UTC, and is Monday here', () => {
    const mondayNight = at('2026-12-21T00:30:00'); // 2026-12-20T15:30Z
    const result = new Map(kept([...nightly, mondayNight], '2026-12-27T03:31:00'));
    // Monday's 03:30 backup is newer on the same Korean day; the Sunday before stays the week's.
    expect(result.has(mondayNight.name)).toBe(false);
    expect(result.get('2026-12-20T03:30:00')).toBe('weekly');
    // A backup late on a Korean day beats that day's earlier one.
    const late = at('2026-12-24T23:59:00'); // 2026-12-24T14:59Z
    const withLate = new Map(kept([...nightly, late], '2026-12-27T03:31:00'));
    expect(withLate.get(late.name)).toBe('daily');
    expect(withLate.has('2026-12-24T03:30:00')).toBe(false);
  });

  it('follows the settings, and always keeps the one just made and any it cannot place in time', () => {
    expect(kept(nightly, '2026-12-27T03:31:00', 2, 1).map(([name]) => name)).toEqual(['2026-12-26T03:30:00', '2026-12-27T03:30:00']);
    const future = at('2026-12-29T03:30:00');
    const unreadable = { name: 'garbled', createdAt: 'last tuesday' };
    const result = new Map(kept([...nightly, future, unreadable], '2026-12-27T03:31:00', 1, 1, '2026-11-20T03:30:00'));
    expect(result.get(future.name)).toBe('not placeable');
    expect(result.get('garbled')).toBe('not placeable');
    expect(result.get('2026-11-20T03:30:00')).toBe('just made');
    expect(result.get('2026-12-27T03:30:00')).toBe('daily');
    expect(result.size).toBe(4);
    // The one just made is counted as the day's when it is that too.
    expect(new Map(kept(nightly, '2026-12-27T03:31:00', 7, 4, '2026-12-27T03:30:00')).get('2026-12-27T03:30:00')).toBe('daily');
  });

  it('takes a retention of any size without walking it day by day', () => {
    expect(kept(nightly, '2026-12-27T03:31:00', Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)).toHaveLength(40);
  });
});

describe('rowCountMismatches', () => {
  it('names each table whose rows differ, is missing or was not recorded', () => {
    expect(rowCountMismatches({ a: 1, b: 2 }, { a: 1, b: 2 })).toEqual([]);
    expect(rowCountMismatches({ up_users: 3, files: 2, gone: 1 }, { up_users: 2, files: 2, extra: 0 })).toEqual([
      'table extra: in the restored copy (0 rows) but not recorded at backup time',
      'table gone: missing from the restored copy (1 row at backup time)',
      'table up_users: 2 rows in the restored copy, 3 rows at backup time',
    ]);
  });
});

function dayBefore(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}
