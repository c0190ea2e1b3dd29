import { koreanDay } from './korean-time';

type ClockFileState = { path: string; stamp: string; at: Date };
let clockFile: ClockFileState | null = null;

/**
 * The instant in the DHARMA_CLOCK_FILE, read again whenever the file changes (a stat per call; a
 * test moves the clock by writing a new file over it). Only in a Node process: the browser has
 * no such file and keeps its own clock. A file that cannot be read or holds no date stops the
 * caller, as a bad DHARMA_NOW does: a test must never run half on the real clock.
 */
function clockFromFile(file: string): Date {
  const fs = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule?.('node:fs') as
    typeof import('node:fs') | undefined;
  if (!fs) throw new Error('DHARMA_CLOCK_FILE needs a Node process');
  const stat = fs.statSync(file, { bigint: true });
  const stamp = `${stat.ino}:${stat.size}:${stat.mtimeNs}`;
  if (clockFile?.path === file && clockFile.stamp === stamp) return clockFile.at;
  const text = fs.readFileSync(file, 'utf8').trim();
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) throw new RangeError(`DHARMA_CLOCK_FILE does not hold a date: ${text}`);
  clockFile = { path: file, stamp, at };
  return at;
}

/**
 * The one clock every date rule reads. `DHARMA_NOW` (an ISO date-time) pins it, so tests and
 * demos choose the day instead of depending on the wall clock; `DHARMA_CLOCK_FILE` (a file
 * holding one) lets a test move it while the processes run, through a term day by day. The
 * production start refuses both.
 */
export function now(): Date {
  const env = typeof process !== 'undefined' ? process.env : undefined;
  if (env?.DHARMA_CLOCK_FILE) return new Date(clockFromFile(env.DHARMA_CLOCK_FILE).getTime());
  const pinned = env?.DHARMA_NOW;
  if (pinned) {
    const date = new Date(pinned);
    if (Number.isNaN(date.getTime())) throw new RangeError(`DHARMA_NOW is not a date: ${pinned}`);
    return date;
  }
  return new Date();
}

/** Today's date as YYYY-MM-DD in Korea, where the school's days begin and end. */
export function todayInKorea(at: Date = now()): string {
  return koreanDay(at);
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * The calendar date `days` after a YYYY-MM-DD date. Built from the date's numbers rather than by
 * parsing and printing an ISO string: the study room dates every lesson of every class on each
 * page, and the string round trip was the CMS's costliest own function there.
 */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10)) + days));
  return `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** The Monday (YYYY-MM-DD) of the ISO week, Monday to Sunday, a calendar day falls in. */
export function mondayOf(isoDate: string): string {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(isoDate, -((weekday + 6) % 7));
}

/** A job run once a day at a Korean wall-clock time ("HH:MM"). */
export type DailyAt = `${number}:${number}`;

/**
 * The daily jobs whose Korean time falls after `from` and at or before `to`, each once, in the
 * order of their first such time: what a process that slept from `from` to `to` has missed. A
 * job whose time came twice in the stretch still runs once, because every daily job makes up
 * all that is overdue (results of every ended term, every unpaid application past its date).
 */
export function dailyJobsPassed<Name extends string>(jobs: readonly { name: Name; at: DailyAt }[], from: Date, to: Date): Name[] {
  if (to.getTime() <= from.getTime()) return [];
  const firstDay = koreanDay(from);
  return jobs
    .map(({ name, at }) => {
      let next = new Date(`${firstDay}T${at}:00+09:00`);
      if (next.getTime() <= from.getTime()) next = new Date(`${addDays(firstDay, 1)}T${at}:00+09:00`);
      return { name, next: next.getTime() };
    })
    .filter(({ next }) => next <= to.getTime())
    .sort((a, b) => a.next - b.next)
    .map(({ name }) => name);
}
