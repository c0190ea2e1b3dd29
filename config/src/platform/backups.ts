import { z } from 'zod';
import { daysBetween, mondayOf } from '../rules/clock';
import { dharmaNow, positiveInt } from './env';
import { koreanDay } from '../rules/korean-time';
export { now } from '../rules/clock';

// The scripts load this module alone; the clock they date backups by is the one every rule reads.

/**
 * The rules of the nightly backups (`npm run backup -- --scheduled`, run by systemd's timer): how
 * many to keep, which ones, and when a backup counts as checked. The scripts do the files and the
 * database; what is decided lives here, once, with the school's calendar (Korean days, the clock
 * DHARMA_NOW pins).
 */

/** Days back for which the newest scheduled backup of each Korean day is kept (today included). */
export const BACKUP_KEEP_DAILY = 7;
/** ISO weeks (Monday to Sunday, Korean days) back for which the newest scheduled backup of each is kept (this week included). */
export const BACKUP_KEEP_WEEKLY = 4;

/**
 * Who made a backup. Only `scheduled` ones are ever deleted, and only by the rotation: a backup a
 * person made by hand, and the copy `npm run restore` saves before it overwrites anything, are
 * theirs to keep or delete.
 */
export const BACKUP_KINDS = ['manual', 'scheduled', 'before-restore'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

/**
 * What the backup scripts read beyond the database and media settings they share with the CMS
 * (DATABASE_*, CMS_PUBLIC_DIR, read exactly as the CMS reads them). Parsed with
 * `parseEnvironment` before anything is written, so a bad value is named instead of a rotation
 * running on a guess. A retention of 0 would delete every scheduled backup but the newest: it is
 * refused, as is anything but a whole number.
 */
export const backupEnvSchema = z.object({
  /** Where backups go, relative to the repository (default `backups`). */
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP_DAILY: positiveInt.default(BACKUP_KEEP_DAILY),
  BACKUP_KEEP_WEEKLY: positiveInt.default(BACKUP_KEEP_WEEKLY),
  DHARMA_NOW: dharmaNow,
});
export type BackupEnv = z.infer<typeof backupEnvSchema>;

export interface DatedBackup {
  name: string;
  /** The manifest's `createdAt`, an ISO instant. */
  createdAt: string;
}

export type KeepReason = 'daily' | 'weekly' | 'just made' | 'not placeable';

/**
 * Which of the scheduled backups the rotation keeps, each with why; every other one may go.
 * Kept: the newest of each of the last `daily` Korean days (today included), the newest of each of
 * the last `weekly` ISO weeks (this one included), the one just made, and any it cannot place in
 * time: a date it cannot read, or one after `now` (a clock set back must not cost backups).
 * Ties on the instant go to the later name, so the choice never depends on listing order.
 */
export function backupsToKeep(
  backups: readonly DatedBackup[],
  { now, daily, weekly, justMade }: { now: Date; daily: number; weekly: number; justMade?: string },
): Map<string, KeepReason> {
  const today = koreanDay(now);
  const thisMonday = mondayOf(today);
  const kept = new Map<string, KeepReason>();
  const newestOfDay = new Map<string, { name: string; at: number }>();
  const newestOfWeek = new Map<string, { name: string; at: number }>();
  const newer = (slot: Map<string, { name: string; at: number }>, key: string, name: string, at: number) => {
    const held = slot.get(key);
    if (!held || at > held.at || (at === held.at && name > held.name)) slot.set(key, { name, at });
  };
  for (const { name, createdAt } of backups) {
    const at = new Date(createdAt).getTime();
    if (Number.isNaN(at) || at > now.getTime()) {
      kept.set(name, 'not placeable');
      continue;
    }
    const day = koreanDay(new Date(at));
    // Counted, never iterated: a retention of a million days costs nothing.
    if (daysBetween(day, today) < daily) newer(newestOfDay, day, name, at);
    const monday = mondayOf(day);
    if (daysBetween(monday, thisMonday) / 7 < weekly) newer(newestOfWeek, monday, name, at);
  }
  for (const { name } of newestOfWeek.values()) kept.set(name, 'weekly');
  for (const { name } of newestOfDay.values()) kept.set(name, 'daily');
  if (justMade && !kept.has(justMade)) kept.set(justMade, 'just made');
  return kept;
}

/**
 * Every difference between the rows per table recorded when a backup was taken and those found
 * after restoring it, one line each naming the table; empty when they agree.
 */
export function rowCountMismatches(recorded: Record<string, number>, restored: Record<string, number>): string[] {
  const rows = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;
  const lines: string[] = [];
  for (const table of Object.keys({ ...recorded, ...restored }).sort()) {
    const want = recorded[table];
    const have = restored[table];
    if (have === undefined) lines.push(`table ${table}: missing from the restored copy (${rows(want!)} at backup time)`);
    else if (want === undefined) lines.push(`table ${table}: in the restored copy (${rows(have)}) but not recorded at backup time`);
    else if (want !== have) lines.push(`table ${table}: ${rows(have)} in the restored copy, ${rows(want)} at backup time`);
  }
  return lines;
}
