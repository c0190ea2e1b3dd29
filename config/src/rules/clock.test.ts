import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dailyJobsPassed, now, todayInKorea } from './clock';

const JOBS = [
  { name: 'results', at: '00:05' },
  { name: 'unpaid', at: '00:10' },
  { name: 'window', at: '09:00' },
] as const;

describe('dailyJobsPassed', () => {
  it('runs the jobs whose Korean time came after the old instant and by the new one, in time order', () => {
    expect(dailyJobsPassed(JOBS, new Date('2027-03-01T23:00:00+09:00'), new Date('2027-03-02T00:05:00+09:00'))).toEqual(['results']);
    expect(dailyJobsPassed(JOBS, new Date('2027-03-02T00:05:00+09:00'), new Date('2027-03-02T09:00:00+09:00'))).toEqual([
      'unpaid',
      'window',
    ]);
    // A minute short of each time runs nothing.
    expect(dailyJobsPassed(JOBS, new Date('2027-03-01T09:00:00+09:00'), new Date('2027-03-02T00:04:59+09:00'))).toEqual([]);
  });

  it('runs a job once however many of its days passed, the earliest time first', () => {
    expect(dailyJobsPassed(JOBS, new Date('2027-03-01T08:00:00+09:00'), new Date('2027-03-20T00:07:00+09:00'))).toEqual([
      'window',
      'results',
      'unpaid',
    ]);
  });

  it('runs nothing when the clock stands still or goes back', () => {
    const at = new Date('2027-03-02T12:00:00+09:00');
    expect(dailyJobsPassed(JOBS, at, at)).toEqual([]);
    expect(dailyJobsPassed(JOBS, at, new Date('2027-03-01T12:00:00+09:00'))).toEqual([]);
  });
});

describe('DHARMA_CLOCK_FILE', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-clock-'));
  const file = path.join(dir, 'now');
  const move = (iso: string) => {
    fs.writeFileSync(`${file}.next`, iso);
    fs.renameSync(`${file}.next`, file);
  };
  afterEach(() => {
    delete process.env.DHARMA_CLOCK_FILE;
    delete process.env.DHARMA_NOW;
  });

  it('is read again each time the file changes, and wins over DHARMA_NOW', () => {
    process.env.DHARMA_CLOCK_FILE = file;
    process.env.DHARMA_NOW = '2020-01-01T00:00:00Z';
    move('2027-03-01T23:59:00+09:00');
    expect(todayInKorea()).toBe('2027-03-01');
    move('2027-03-02T00:00:00+09:00');
    expect(todayInKorea()).toBe('2027-03-02');
    expect(now().toISOString()).toBe('2027-03-01T15:00:00.000Z');
  });

  it('stops a caller when the file holds no date, instead of falling back to the real clock', () => {
    process.env.DHARMA_CLOCK_FILE = file;
    move('tomorrow');
    expect(() => now()).toThrow(/DHARMA_CLOCK_FILE/);
  });
});
