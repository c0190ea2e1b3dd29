import fs from 'node:fs';
import type { Core } from '@strapi/strapi';
import { dailyJobsPassed, now } from '@dharma/config/rules';
import { dailyJobs } from '../../config/cron-tasks';
import { noticesOf } from '../ports';

/** How often the clock file is looked at: a test waits about this long after each move. */
const LOOK_EVERY_MS = 200;

let timer: NodeJS.Timeout | null = null;

/**
 * Under a test's moving clock (DHARMA_CLOCK_FILE; the production start refuses it) the daily jobs
 * run when that clock passes their Korean time, since Strapi's cron follows the real one. Each
 * move forward runs every job whose time was passed, once, in time order; then `<file>.ran`
 * says which instant the jobs ran for, so the test knows the day's work is done before it looks.
 * A move backward runs nothing and only resets the mark.
 *
 * A move forward also writes the daily reminders due at the new instant (after the jobs, before
 * the mark), as the notice tick would if it ran then. The tick alone runs on real seconds: a test
 * that moves to 07:00 and has its learner answer at once would race it, and whether she got the
 * day's reminder would depend on the machine's speed. Written at the move, a reminder is decided
 * by the moved clock only; the tick still sends it, and its own later writes find the key taken.
 */
export function startMovingClock(strapi: Core.Strapi): void {
  const file = process.env.DHARMA_CLOCK_FILE;
  if (!file || !strapi.config.get('server.cron.enabled', true)) return;
  let last = now();
  let busy = false;
  const ran = (at: Date, jobs: string[], failed: string[], ms: number, reminders = 0) => {
    fs.writeFileSync(`${file}.ran.next`, JSON.stringify({ at: at.toISOString(), jobs, failed, ms, reminders }));
    fs.renameSync(`${file}.ran.next`, `${file}.ran`);
  };
  ran(last, [], [], 0);
  const look = async () => {
    if (busy) return;
    busy = true;
    try {
      const at = now();
      if (at.getTime() === last.getTime()) return;
      const started = performance.now();
      const names = dailyJobsPassed(dailyJobs, last, at);
      const failed: string[] = [];
      for (const name of names) {
        try {
          await dailyJobs.find((job) => job.name === name)!.task({ strapi });
        } catch (error) {
          failed.push(name);
          strapi.log.error(`moving clock: ${name} failed: ${(error as Error).stack ?? error}`);
        }
      }
      let reminders = 0;
      if (at.getTime() > last.getTime()) {
        try {
          reminders = (await noticesOf(strapi).reminders.writeDue(at)).written;
        } catch (error) {
          failed.push('reminders');
          strapi.log.error(`moving clock: the daily reminders failed: ${(error as Error).stack ?? error}`);
        }
      }
      last = at;
      const ms = Math.round(performance.now() - started);
      if (names.length) strapi.log.info(`moving clock: ${at.toISOString()}: ran ${names.join(', ')} in ${ms} ms`);
      ran(at, names, failed, ms, reminders);
    } catch (error) {
      // A file caught half-written or holding no date: the next look reads it again.
      strapi.log.warn(`moving clock: ${(error as Error).message}`);
    } finally {
      busy = false;
    }
  };
  timer = setInterval(() => void look(), LOOK_EVERY_MS);
}

export function stopMovingClock(): void {
  if (timer) clearInterval(timer);
  timer = null;
}
